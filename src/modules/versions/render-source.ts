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
 * published version (always, with `publishing: "auto"`), the default render reads the document
 * row itself: no query. A pinned version (it carries its recorded partial versions), or the
 * published one of a manual document whose draft has moved on, is read from document_versions
 * (one indexed lookup).
 */
export async function snapshotForRender(db: Db, doc: VersionedDoc, choice: VersionChoice): Promise<{ source: RenderSource; version: number }> {
  const draftIsPublished = doc.draft_changed === 0;
  if (choice === 'draft') return { source: doc, version: draftIsPublished ? doc.published_version : DRAFT };
  // The default render includes the partials as published now; only a pinned one reads the
  // partial versions its version recorded (so it reads the version even when it is the row).
  if (choice === undefined && draftIsPublished) return { source: doc, version: doc.published_version };
  const number = choice ?? doc.published_version;
  const text = await versionsRepo(db).snapshotText(doc.account_id, doc.id, number);
  if (text === undefined) throw new AppError('NOT_FOUND');
  const { partials, ...snapshot } = JSON.parse(text) as Snapshot;
  return { source: sourceOf(choice === undefined ? snapshot : { ...snapshot, partials }, doc), version: number };
}
