/**
 * What the preview suites share: polling the document list until a preview shows up, the
 * PNG's size read from its header, and the document row as stored.
 */
import type { Db } from '../../src/db/connection.js';
import type { TestAccount, TestQuire } from '../support/quire.js';
import { waitFor } from '../support/wait.js';

export interface ListItem {
  id: number;
  uuid: string;
  previewUrl: string | null;
  previewUpdatedAt: string | null;
  previewError: { message: string; line?: number; column?: number } | null;
  updatedAt: string;
}

export { waitFor } from '../support/wait.js';
export { createDocument } from '../support/documents.js';

export async function listItem(q: TestQuire, a: TestAccount, id: number): Promise<ListItem> {
  const r = await q.call('GET', '/v1/documents', { token: a.token });
  if (r.status !== 200) throw new Error(`list documents: ${r.status} ${JSON.stringify(r.body)}`);
  const item = (r.body.documents as ListItem[]).find((d) => d.id === id);
  if (!item) throw new Error(`document ${id} is not listed`);
  return item;
}

/** The list item once its previewUrl is set and differs from `previous`. */
export function waitForPreview(q: TestQuire, a: TestAccount, id: number, previous: string | null = null, timeoutMs?: number): Promise<ListItem> {
  return waitFor(
    `a new preview of document ${id}`,
    async () => {
      const item = await listItem(q, a, id);
      return item.previewUrl && item.previewUrl !== previous ? item : undefined;
    },
    timeoutMs,
  );
}

export async function patch(q: TestQuire, a: TestAccount, id: number, body: Record<string, unknown>): Promise<void> {
  const r = await q.call('PATCH', `/v1/documents/${id}`, { token: a.token, body });
  if (r.status !== 200) throw new Error(`patch document: ${r.status} ${JSON.stringify(r.body)}`);
}

/** Downloads a preview: status, content type and bytes. */
export async function download(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

export { pngSize } from '../support/pdf.js';

export function documentRow(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Bare storage path of a public URL served by the local storage. */
export const pathOf = (q: TestQuire, url: string): string => q.quire.deps.storage.pathFromUrl(url)!;

/** POST /v1/documents/{id}/preview as the dashboard sends it (cookie and Origin); the PDF as bytes. */
export async function draftPreview(q: TestQuire, acc: TestAccount, id: number, draft: unknown) {
  const res = await fetch(`${q.url}/v1/documents/${id}/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: acc.cookie, origin: q.origin },
    body: JSON.stringify(draft),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, bytes, body: type.startsWith('application/json') ? JSON.parse(bytes.toString()) : null, headers: res.headers };
}
