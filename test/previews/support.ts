/**
 * What the preview suites share: polling the document list until a preview shows up, the
 * PNG's size read from its header, and the document row as stored.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../src/db/connection.js';
import type { TestAccount, TestQuire } from '../support/quire.js';

export interface ListItem {
  id: number;
  uuid: string;
  previewUrl: string | null;
  previewUpdatedAt: string | null;
  previewError: { message: string; line?: number; column?: number } | null;
  updatedAt: string;
}

/** Polls `probe` until it returns a value other than undefined, or fails naming `what`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

export async function listItem(q: TestQuire, a: TestAccount, id: number): Promise<ListItem> {
  const r = await q.call('GET', '/v1/documents', { token: a.token });
  if (r.status !== 200) throw new Error(`list documents: ${r.status} ${JSON.stringify(r.body)}`);
  const item = (r.body.documents as ListItem[]).find((d) => d.id === id);
  if (!item) throw new Error(`document ${id} is not listed`);
  return item;
}

/** The list item once its previewUrl is set and differs from `previous`. */
export function waitForPreview(q: TestQuire, a: TestAccount, id: number, previous: string | null = null, timeoutMs?: number): Promise<ListItem> {
  return waitFor(`a new preview of document ${id}`, async () => {
    const item = await listItem(q, a, id);
    return item.previewUrl && item.previewUrl !== previous ? item : undefined;
  }, timeoutMs);
}

export async function createDocument(q: TestQuire, a: TestAccount, name = 'Preview me'): Promise<{ id: number; uuid: string }> {
  const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name } });
  if (r.status !== 201) throw new Error(`create document: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, uuid: r.body.uuid };
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export function documentRow(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Bare storage path of a public URL served by the local storage. */
export const pathOf = (q: TestQuire, url: string): string => q.quire.deps.storage.pathFromUrl(url)!;
