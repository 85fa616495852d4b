import { UUID_SOURCE } from '../../core/ids.js';
import type { ObjectStorage } from '../../storage/types.js';

/** client/<account_id>/generated/<document_uuid>/<timestamp_ms>.pdf — the spec's shape, exactly. */
export const generatedPath = (accountId: number, documentUuid: string, timestampMs: number) =>
  `client/${accountId}/generated/${documentUuid}/${timestampMs}.pdf`;

/** The last millisecond this process put in each document's paths (bounded: cleared when full). */
const lastPathMs = new Map<string, number>();

/**
 * Two renders of one document in one millisecond must not share a path. This process gives
 * each render of a document a later millisecond than its last one, so its own renders never
 * collide; another node's still can, and the unique path column then aborts the debit and the
 * next millisecond is tried.
 */
export function nextPathMs(documentUuid: string, atLeast = 0): number {
  const ms = Math.max(Date.now(), (lastPathMs.get(documentUuid) ?? 0) + 1, atLeast);
  if (lastPathMs.size >= 10_000) lastPathMs.clear();
  lastPathMs.set(documentUuid, ms);
  return ms;
}

const GENERATED = new RegExp(`^client/\\d+/generated/${UUID_SOURCE}/\\d+\\.pdf$`);

/**
 * The storage path named by DELETE /v1/generations/file: the returned URL or the bare path,
 * character for character. Anything else — another host, `..` in any encoding, `//`,
 * backslashes, NUL, a preview — is not a generation and yields null (404).
 */
export function generationPathOf(storage: ObjectStorage, input: string): string | null {
  let candidate = input;
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) {
    const path = storage.pathFromUrl(input);
    if (!path || storage.publicUrl(path) !== input) return null;
    candidate = path;
  } else if (candidate.startsWith('/')) {
    candidate = candidate.slice(1);
  }
  return GENERATED.test(candidate) ? candidate : null;
}
