/** What the usage, keys and files browser suites share: the `quire` command and quick documents. */
import path from 'node:path';
import type { TestAccount, TestQuire } from '../support/quire.js';
import { run } from '../support/run.js';

const MAIN = path.resolve('dist/cli/main.js');

/** `quire <args> --json` against the suite's Quire (SQLite in its DATA_DIR), as an operator runs it. */
export async function quireCli(q: TestQuire, args: string[]): Promise<any> {
  const env = { PATH: process.env.PATH ?? '', HOME: q.dataDir, DATA_DIR: q.dataDir, LOG_LEVEL: 'warn' };
  const { stdout } = await run(process.execPath, [MAIN, ...args, '--json'], { env, timeout: 30_000 });
  return JSON.parse(stdout);
}

/** A small plain-HTML document (fast to render), made through the API. */
export async function quickDocument(q: TestQuire, a: TestAccount, name = 'Quick note'): Promise<{ id: number; uuid: string }> {
  const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name } });
  await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: { body: '<p>Note {{n}}</p>', framework: 'NONE' } });
  return created.body;
}

export async function generateMany(q: TestQuire, a: TestAccount, uuid: string, n: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: uuid, variables: { n: i } } });
    if (r.status !== 200) throw new Error(`generate: ${r.status} ${JSON.stringify(r.body)}`);
    urls.push(r.body.url);
  }
  return urls;
}
