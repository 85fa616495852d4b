/**
 * What the generation suites share: the invoice fixture, documents set up through the API,
 * downloads of returned URLs, and the ledger and generation rows a user's credits hang on.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { INVOICE_DIR } from '../support/fixtures.js';
import type { TestAccount, TestQuire } from '../support/quire.js';

const run = promisify(execFile);
const FIXTURE_DIR = INVOICE_DIR;

export const invoice = {
  body: readFileSync(join(FIXTURE_DIR, 'template.hbs'), 'utf8'),
  variables: JSON.parse(readFileSync(join(FIXTURE_DIR, 'variables.json'), 'utf8')) as Record<string, unknown>,
  document: JSON.parse(readFileSync(join(FIXTURE_DIR, 'document.json'), 'utf8')) as {
    name: string; framework: string; format: string; landscape: boolean; fonts: unknown[];
  },
};

export interface Doc { id: number; uuid: string }

/** Creates a document and PATCHes it, as the dashboard does; defaults to the invoice fixture. */
export async function createDocument(q: TestQuire, a: TestAccount, patch: Record<string, unknown> = {}): Promise<Doc> {
  const { name, framework, format, landscape, fonts } = invoice.document;
  const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name } });
  if (created.status !== 201) throw new Error(`create document: ${created.status} ${JSON.stringify(created.body)}`);
  const full = { body: invoice.body, framework, format, landscape, fonts, variables: invoice.variables, ...patch };
  const patched = await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: full });
  if (patched.status !== 200) throw new Error(`patch document: ${patched.status} ${JSON.stringify(patched.body)}`);
  return { id: created.body.id, uuid: created.body.uuid };
}

export const generate = (q: TestQuire, a: TestAccount, documentId: unknown, variables: unknown = invoice.variables) =>
  q.call('POST', '/v1/generate', { token: a.token, body: { documentId, variables } });

export async function remaining(q: TestQuire, a: TestAccount): Promise<number> {
  const me = await q.call('GET', '/v1/me', { token: a.token });
  if (me.status !== 200) throw new Error(`GET /v1/me: ${me.status}`);
  return me.body.usage.generation.remaining;
}

export async function download(url: string): Promise<{ status: number; type: string | null; cache: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) };
}

export const generationRows = (q: TestQuire, accountId: number) =>
  q.quire.db.selectFrom('generations').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

export const ledgerRows = (q: TestQuire, accountId: number) =>
  q.quire.db.selectFrom('credit_entries').selectAll().where('account_id', '=', accountId).where('kind', '=', 'generation').orderBy('id').execute();

/** Only the account's generation credits: exactly `n` left, from the grant, no top-up. */
export async function setCredits(q: TestQuire, a: TestAccount, n: number): Promise<void> {
  await q.quire.services.credits.setPlan(a.id, { generation: n, ai: 0 });
}

/** Every file below `dir` (relative paths, dot files included); [] when it does not exist. */
export function filesUnder(dir: string, prefix = ''): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n), `${prefix}${n}/`) : [`${prefix}${n}`]));
}

/** A table of `rows` rows: enough pages to keep Chromium busy for a while. */
export function longTable(rows: number): string {
  const tr = Array.from({ length: rows }, (_, i) => `<tr><td>Row ${i + 1}</td><td>${'lorem ipsum '.repeat(3)}</td><td>${i * 3}</td></tr>`).join('');
  return `<table class="w-full text-sm"><tbody>${tr}</tbody></table>`;
}

let seq = 0;

/** pdffonts rows: base name (subset prefix removed) and whether the font is embedded. */
export async function pdfFontsEmbedded(pdf: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const file = join(tmpdir(), `quire-gen-test-${process.pid}-${++seq}.pdf`);
  writeFileSync(file, pdf);
  try {
    const { stdout } = await run('pdffonts', [file]);
    // name type [type2] encoding emb sub uni object ID — read the flags from the right.
    return stdout.split('\n').slice(2).filter(Boolean).map((line) => {
      const cols = line.trim().split(/\s+/);
      return { name: cols[0]!.replace(/^[A-Z]{6}\+/, ''), embedded: cols[cols.length - 5] === 'yes' };
    });
  } finally {
    rmSync(file, { force: true });
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 20 ms until it returns a value, or throws `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v as T;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Every process below `pid`, from /proc (the benchmark's memory probe uses the same). */
export { descendants } from '../../bench/memory.js';
