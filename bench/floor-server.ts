/**
 * The least any generate could cost beside its render, in Quire's process and on Quire's storage:
 * a plain node:http server whose POST parses the JSON body, writes the invoice's PDF with Quire's
 * own storage driver (temp file, fdatasync, rename: the durable file before the answer) and
 * answers a small JSON. On PostgreSQL it also makes the two durable writes the credit rule needs,
 * each one statement in its own transaction: a row before the file (the debit) and its update
 * after (the success). No key, no template, no validation, no Fastify.
 *
 * bench/generate.ts times it in the same sequential loop as Quire and raw Chromium: a
 * render's time plus this is the best a generate can do on this machine, whatever Quire does.
 */
import http from 'node:http';
import pg from 'pg';
import type { ObjectStorage } from '../src/storage/types.js';

export interface Floor {
  url: string;
  close(): Promise<void>;
}

export async function startFloor(storage: ObjectStorage, pdf: Uint8Array, postgresUrl?: string): Promise<Floor> {
  const db = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : null;
  await db?.connect();
  await db?.query('CREATE TABLE bench_floor (id serial PRIMARY KEY, done boolean NOT NULL DEFAULT false)');
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      void (async () => {
        JSON.parse(body);
        const path = `floor/${++n}.pdf`;
        const row = await db?.query<{ id: number }>('INSERT INTO bench_floor DEFAULT VALUES RETURNING id');
        await storage.put(path, pdf, 'application/pdf');
        if (row) await db!.query('UPDATE bench_floor SET done = true WHERE id = $1', [row.rows[0]!.id]);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ url: storage.publicUrl(path), pages: 1, creditsRemaining: 999_999_999 }));
      })().catch((err: unknown) => {
        res.writeHead(500);
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db?.end();
    },
  };
}
