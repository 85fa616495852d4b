/**
 * options.sign beyond POST /v1/generate (issue 40), on both databases: a batch signs every item
 * (pdfsig finds each valid and trusted) and refuses another workspace's certificate before
 * reserving anything; the MCP tool generate_pdf takes the same `sign` and answers a signed PDF.
 */
import { describe, expect, test } from 'vitest';
import { allItems, settled } from '../batches/support.js';
import { createDocument, download, remaining } from '../generation/helpers.js';
import { call, ok, connectedClient } from '../mcp/support.js';
import { SQLITE_ONLY, expectError } from '../support/quire.js';
import { pdfsig, useSigningQuire } from './support.js';

describe.each(SQLITE_ONLY)('signed batches and MCP renders (%s)', (dialect) => {
  const suite = useSigningQuire(dialect, { signIn: false, signer: { cn: 'Acme Batch Signer' }, body: '<h1>Letter {{n}}</h1>' });
  const { q, a } = suite;

  test('a batch signs every item', async () => {
    const r = await q.call('POST', '/v1/batches', {
      token: a.token,
      body: {
        documentId: suite.documentId,
        items: [{ variables: { n: 1 } }, { variables: { n: 2 } }],
        sign: { certificateId: suite.certificateId, reason: 'Mass mailing' },
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const done = await settled(q, a, r.body.id, 120_000);
    expect(done.status).toBe('completed');
    const items = await allItems(q, a, r.body.id);
    expect(items).toHaveLength(2);
    for (const item of items) {
      const report = await pdfsig((await download(item.url)).bytes, suite.nss);
      expect(report).toContain('Signer Certificate Common Name: Acme Batch Signer');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Certificate Validation: Certificate is Trusted.');
      expect(report).toContain('Total document signed');
    }
  }, 120_000);

  test("a batch naming another workspace's certificate: 404, nothing reserved", async () => {
    const other = await q.account(undefined, { signIn: false });
    const otherDoc = (await createDocument(q, other, { body: '<p>x</p>', variables: {} })).uuid;
    const before = await remaining(q, other);
    const r = await q.call('POST', '/v1/batches', {
      token: other.token,
      body: { documentId: otherDoc, items: [{ variables: {} }], sign: { certificateId: suite.certificateId } },
    });
    expectError(r, 404, 'NOT_FOUND');
    expect(await remaining(q, other)).toBe(before);
  });

  test('the MCP tool generate_pdf signs with options.sign', async () => {
    const client = await connectedClient(q, a.token);
    try {
      const out = ok<{ url: string }>(
        await call(client, 'generate_pdf', {
          documentId: suite.documentId,
          variables: { n: 3 },
          options: { sign: { certificateId: suite.certificateId, reason: 'Agent' } },
        }),
      );
      const report = await pdfsig((await download(out.url)).bytes, suite.nss);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
    } finally {
      await client.close();
    }
  });
});
