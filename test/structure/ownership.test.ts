import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Each table's one owner: only that module's repo.ts names it in a query (CONTRIBUTING.md). */
const OWNER: Record<string, string> = {
  accounts: 'accounts',
  api_keys: 'api-keys',
  sessions: 'auth',
  retired_refresh_tokens: 'auth',
  folders: 'folders',
  documents: 'documents',
  credit_balances: 'credits',
  credit_entries: 'credits',
  generations: 'generation',
  audit_log: 'audit',
  assets: 'assets',
  audit_daily: 'audit',
  idempotency_keys: 'idempotency',
  assistant_messages: 'assistant',
  nodes: 'nodes',
  document_versions: 'versions',
  users: 'users',
  memberships: 'members',
  invitations: 'invitations',
  batches: 'batches',
  batch_items: 'batches',
  webhook_endpoints: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
  signing_certificates: 'signing',
  rendered_diffs: 'diffs',
};

const QUERY = /\b(selectFrom|insertInto|updateTable|deleteFrom|(?:left|inner|right|full)Join)\(\s*'(\w+)/g;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** Every table a file names in a query, as `file: verb(table)`, outside migrations. */
function queries(): { file: string; table: string; call: string }[] {
  return files(SRC)
    .filter((f) => !f.includes(`${path.sep}db${path.sep}migrations${path.sep}`))
    .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(QUERY)].map((m) => ({ file: path.relative(SRC, f), table: m[2]!, call: `${m[1]}('${m[2]}')` })));
}

describe('one owner per table', () => {
  it("every table is queried only in its owning module's repo.ts", () => {
    const found = queries();
    expect(found.length).toBeGreaterThan(20);
    const strays = found
      .filter((q) => q.file !== path.join('modules', OWNER[q.table] ?? '?', 'repo.ts'))
      .map((q) => `${q.file}: ${q.call} (owner: ${OWNER[q.table] ?? 'none declared'})`);
    expect(strays).toEqual([]);
  });

  it('every owner reads its tables through a repo.ts that exists', () => {
    for (const module of new Set(Object.values(OWNER))) {
      expect(fs.existsSync(path.join(SRC, 'modules', module, 'repo.ts')), module).toBe(true);
    }
  });
});
