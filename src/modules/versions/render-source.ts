import type { Db } from '../../db/connection.js';
import type { DocumentRow } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import type { RenderSource } from '../documents/render-input.js';
import { sourceOf, type Snapshot } from './snapshot.js';
import { versionsRepo } from './repo.js';

/** `version` of a generate: a number, "draft", or absent (the published version). */
export type VersionChoice = number | 'draft' | undefined;
/** What a generation records: the version number it rendered, or 0 for a draft that differs from every published one. */
export const DRAFT = 0;

type VersionedDoc = DocumentRow;

/**
 * What a render of this document reads, and which version that is. While the draft equals the
 * published version (always, with `publishing: "auto"`), the document row itself is that
 * version: no query. Only an older version, or the published one of a manual document whose
 * draft has moved on, is read from document_versions (one indexed lookup).
 */
export async function snapshotForRender(db: Db, doc: VersionedDoc, choice: VersionChoice): Promise<{ source: RenderSource; version: number }> {
  const draftIsPublished = doc.draft_changed === 0;
  if (choice === 'draft') return { source: doc, version: draftIsPublished ? doc.published_version : DRAFT };
  const number = choice ?? doc.published_version;
  if (number === doc.published_version && draftIsPublished) return { source: doc, version: number };
  const text = await versionsRepo(db).snapshotText(doc.account_id, doc.id, number);
  if (text === undefined) throw new AppError('NOT_FOUND');
  return { source: sourceOf(JSON.parse(text) as Snapshot, doc), version: number };
}
