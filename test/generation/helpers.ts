/**
 * What the generation suites share: the invoice fixture, documents set up through the API,
 * downloads of returned URLs, and the ledger and generation rows a user's credits hang on.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDocument as create } from '../support/documents.js';
import { INVOICE_DIR } from '../support/fixtures.js';
import type { TestAccount, TestQuire } from '../support/quire.js';

const FIXTURE_DIR = INVOICE_DIR;

export const invoice = {
  body: readFileSync(join(FIXTURE_DIR, 'template.hbs'), 'utf8'),
  variables: JSON.parse(readFileSync(join(FIXTURE_DIR, 'variables.json'), 'utf8')) as Record<string, unknown>,
  document: JSON.parse(readFileSync(join(FIXTURE_DIR, 'document.json'), 'utf8')) as {
    name: string;
    framework: string;
    format: string;
    landscape: boolean;
    fonts: unknown[];
  },
};

export type { Doc } from '../support/documents.js';

/** A document of the invoice fixture, `patch` over it, through the one createDocument. */
export function createDocument(q: TestQuire, a: TestAccount, patch: Record<string, unknown> = {}) {
  const { name, framework, format, landscape, fonts } = invoice.document;
  return create(q, a, { name, framework, format, landscape, fonts, body: invoice.body, variables: invoice.variables, ...patch });
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

export { pdfFontsEmbedded } from '../support/pdf.js';

export { sleep, waitFor } from '../support/wait.js';

/** The fields of a generated file in GET /v1/generations, sorted: what the API answers and the OpenAPI document lists. */
export const GENERATED_FILE_FIELDS = [
  'access',
  'apiKeyId',
  'bytes',
  'createdAt',
  'deletedAt',
  'delivery',
  'documentId',
  'documentName',
  'durationMs',
  'expiresAt',
  'filename',
  'id',
  'pages',
  'status',
  'test',
  'url',
  'user',
  'version',
];

/**
 * The environment of a built Quire (the CLI, its own process) on `dataDir` and `port` whose
 * leases and refunds take well under a second, so a killed node's pending generation is swept
 * within a test; one render at a time. DATABASE_URL only as `extra` gives it (SQLite otherwise).
 */
export function shortLeaseEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PENDING_REFUND_AFTER_MS: '500',
    NODE_HEARTBEAT_MS: '200',
    NODE_LEASE_MS: '1000',
    LOG_LEVEL: 'warn',
    RENDER_CONCURRENCY: '1',
    PASSWORD_HASH_COST: '10', // as startTestQuire's
    ...extra,
  };
}

/**
 * Local storage that fails: the account's "generated" directory made a regular file, so mkdir
 * fails even for root. Removing `generated` brings the storage back.
 */
export function blockGenerated(q: TestQuire, accountId: number): { accountDir: string; generated: string } {
  const accountDir = join(q.dataDir, 'files', 'client', String(accountId));
  const generated = join(accountDir, 'generated');
  rmSync(generated, { recursive: true, force: true });
  mkdirSync(accountDir, { recursive: true });
  writeFileSync(generated, 'not a directory');
  return { accountDir, generated };
}
