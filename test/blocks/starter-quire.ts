import { beforeAll, expect } from 'vitest';
import { download } from '../generation/helpers.js';
import { QUIET_PREVIEWS, type TestAccount, type TestQuire } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

/**
 * The frame of the suites that render every starter: a Quire on sqlite (the renders are the
 * point, not the database) and an account whose plan covers a thousand generations.
 */
export function useStarterQuire(): { q: TestQuire; a: TestAccount } {
  const { q, a } = useTestQuire('sqlite', QUIET_PREVIEWS);
  beforeAll(async () => {
    await q.quire.services.credits.setPlan(a.id, { generation: 1000, ai: 0 });
  });
  return { q, a };
}

/** The PDF that POST /v1/generate makes of document `uuid` with `variables`, as downloaded. */
export async function renderedPdf(q: TestQuire, token: string, uuid: string, variables: unknown): Promise<Buffer> {
  const r = await q.call('POST', '/v1/generate', { token, body: { documentId: uuid, variables } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (await download(r.body.url)).bytes;
}
