/**
 * Issue 39 (and 44): every starter ships a variables schema that its own samples (every locale)
 * pass; a document made from a starter carries it, with the other locales as named samples, so
 * a sparse CSV batch or an MCP call on the certificate without its title, organisation or
 * signatories is refused with VARIABLES_INVALID instead of printing an empty certificate.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { starters } from '../../src/modules/starters/catalog.js';
import { schemaProblem, variablesProblems } from '../../src/modules/variables/index.js';
import { csvForm } from '../batches/support.js';
import { remaining } from '../generation/helpers.js';
import { call, textOf, connectedClient } from '../mcp/support.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

describe("the starters' variables schemas", () => {
  test.each(starters().map((s) => [s.id, s] as const))('%s: a valid draft 2020-12 schema that every locale sample passes', (_id, s) => {
    expect(s.variablesSchema).not.toBeNull();
    expect(schemaProblem(s.variablesSchema)).toBeNull();
    for (const locale of s.locales) expect([locale, variablesProblems(JSON.stringify(s.variablesSchema), s.variables[locale])]).toEqual([locale, []]);
  });

  test('the certificate requires what an empty certificate lacks', () => {
    const certificate = starters().find((s) => s.id === 'certificate')!;
    expect(certificate.variablesSchema!.required).toEqual(expect.arrayContaining(['organization', 'recipient', 'signatories', 'labels']));
    const paths = variablesProblems(JSON.stringify(certificate.variablesSchema), { recipient: 'Ada' }).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['organization', 'signatories', 'labels']));
  });
});

describe.each(SQLITE_ONLY)('a document made from a starter on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let client: Client | undefined;
  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account(undefined, { signIn: false });
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await q?.close();
  });

  test('carries the schema and the other locales as samples; sparse data is refused before any credit, the sample renders', async () => {
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Certificates', starter: 'certificate' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body;
    const certificate = starters().find((s) => s.id === 'certificate')!;
    expect(doc.variablesSchema).toEqual(certificate.variablesSchema);
    expect(doc.samples).toEqual([{ name: 'de-DE', variables: certificate.variables['de-DE'] }]);
    expect(doc.sampleProblems).toEqual([]);
    const before = await remaining(q, a);

    // The CSV of the issue: names only.
    const res = await fetch(`${q.url}/v1/batches`, {
      method: 'POST',
      headers: { 'x-api-token': a.token },
      body: csvForm('recipient,_filename\nAda Lovelace,ada\nCharles Babbage,charles\nGrace Hopper,grace\n', { documentId: doc.uuid }),
    });
    const refused = (await res.json()) as any;
    expect(res.status, JSON.stringify(refused)).toBe(422);
    expect(refused.error).toBe('VARIABLES_INVALID');
    expect(refused.message).toContain('row 2: `organization` is required');
    const rows = new Set(refused.problems.map((p: any) => p.row));
    expect([...rows]).toEqual([2, 3, 4]);
    expect(refused.problems.filter((p: any) => p.row === 2).map((p: any) => p.path)).toEqual(expect.arrayContaining(['organization', 'signatories', 'labels']));

    // The MCP call of the issue: one variable.
    client = await connectedClient(q, a.token);
    const mcp = await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { recipient: 'Ada Lovelace' } });
    expect(mcp.isError).toBe(true);
    expect(textOf(mcp)).toMatch(/^VARIABLES_INVALID: .*`organization` is required/);
    expect(await remaining(q, a)).toBe(before);

    // The starter's own sample renders.
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: doc.variables } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
  }, 120_000);
});
