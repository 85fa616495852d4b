/**
 * Partials and versions. A render reads each partial's PUBLISHED body (a manual partial's
 * unpublished draft never leaks into the documents including it). A new version records the
 * partials it includes with their published version numbers (`snapshot.partials`), so a render
 * pinned to that version reads those partial versions: the PDF of version n stays the PDF of
 * version n after a partial changes. Versions from before this record nothing and read the
 * current partials.
 */
import type { Db } from '../../db/connection.js';
import { partialReferences, usesPartials } from '../../render/template-partials.js';
import { partialsOf } from '../documents/index.js';
import { versionsRepo } from './repo.js';

/** Partial name -> its version number, as a version recorded it. */
export type PartialVersions = Record<string, number>;

interface PublishedPartial {
  documentId: number;
  version: number;
  body: string;
}

/** The body of a partial's version, or undefined when that version (or the partial) is gone. */
async function bodyAt(db: Db, accountId: number, documentId: number, number: number): Promise<string | undefined> {
  const text = await versionsRepo(db).snapshotText(accountId, documentId, number);
  return text === undefined ? undefined : (JSON.parse(text) as { body: string }).body;
}

/** The account's partials by name, each with its published version and body. */
async function publishedPartials(db: Db, accountId: number): Promise<Map<string, PublishedPartial>> {
  const out = new Map<string, PublishedPartial>();
  for (const p of await partialsOf(db, accountId)) {
    // The row holds the draft; only a manual partial's changed draft differs from what is published.
    const body = p.draft_changed ? await bodyAt(db, accountId, p.id, p.published_version) : p.body;
    out.set(p.name, { documentId: p.id, version: p.published_version, body: body ?? p.body });
  }
  return out;
}

/** Name -> published body: what an unpinned render includes. */
export async function publishedPartialBodies(db: Db, accountId: number): Promise<Record<string, string>> {
  return Object.fromEntries([...(await publishedPartials(db, accountId))].map(([name, p]) => [name, p.body]));
}

/**
 * The partials these templates include, also through partials including partials, with their
 * published versions now: what a new version records. Undefined when nothing is included.
 */
export async function partialVersionsOf(db: Db, accountId: number, templates: (string | null | undefined)[]): Promise<PartialVersions | undefined> {
  if (!templates.some(usesPartials)) return undefined;
  const partials = await publishedPartials(db, accountId);
  const found: PartialVersions = {};
  const queue = templates.flatMap((t) => (t ? partialReferences(t).map((r) => r.name) : []));
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const p = partials.get(name);
    if (!p || name in found) continue;
    found[name] = p.version;
    queue.push(...partialReferences(p.body).map((r) => r.name));
  }
  return found;
}

/**
 * What a pinned render includes: the current published bodies, with each recorded partial at its
 * recorded version. A recorded version that is gone (the partial was deleted and made again)
 * falls back to the published body; a partial that is gone stays missing (TEMPLATE_ERROR).
 */
export async function pinnedPartialBodies(db: Db, accountId: number, recorded: PartialVersions): Promise<Record<string, string>> {
  const partials = await publishedPartials(db, accountId);
  const bodies: Record<string, string> = {};
  for (const [name, p] of partials) {
    const number = recorded[name];
    const pinned = number === undefined || number === p.version ? undefined : await bodyAt(db, accountId, p.documentId, number);
    bodies[name] = pinned ?? p.body;
  }
  return bodies;
}
