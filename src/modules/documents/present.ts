import type { DocumentRow } from '../../db/schema.js';
import type { Framework, PaperFormat } from '../../render/types.js';
import type { ListRow } from './repo.js';
import { snapshotOf, type Sample } from '../versions/snapshot.js';
import { checkSamples, samplesCheckedNow, type SampleProblems } from '../variables/index.js';

type Problem = { message: string; line: number | null; column: number | null } | null;

/** A stored problem: JSON `{message, line, column}`, or (preview errors before 007) plain text. */
export function problemOf(stored: string | null): Problem {
  if (!stored) return null;
  try {
    const p = JSON.parse(stored) as { message?: unknown; line?: unknown; column?: unknown };
    if (typeof p.message === 'string') {
      return { message: p.message, line: typeof p.line === 'number' ? p.line : null, column: typeof p.column === 'number' ? p.column : null };
    }
  } catch {
    /* plain text */
  }
  return { message: stored, line: null, column: null };
}

const versionState = (row: Pick<DocumentRow, 'publishing' | 'published_version' | 'draft_changed'>) => ({
  publishing: row.publishing,
  publishedVersion: row.published_version,
  draftChanged: row.draft_changed === 1,
});

const problems = (row: Pick<DocumentRow, 'template_error' | 'preview_error'>) => ({
  templateError: problemOf(row.template_error),
  previewError: problemOf(row.preview_error),
});

/**
 * Issue 39: the samples (the default variables as `sample: null`) that break the schema, each
 * with at most 20 problems. The validator is compiled once per schema (cached by its hash).
 */
type SampleRow = Pick<DocumentRow, 'variables_schema' | 'samples' | 'variables'>;
const sampleSets = (row: SampleRow): [string | null, unknown][] => [
  [null, JSON.parse(row.variables)],
  ...(row.samples ? (JSON.parse(row.samples) as Sample[]) : []).map((s): [string, unknown] => [s.name, s.variables]),
];

/** Checked on this thread (cheap); a schema with a `pattern` is checked by checkedSamples instead. */
function sampleProblems(row: SampleRow): SampleProblems {
  try {
    return samplesCheckedNow(row.variables_schema, sampleSets(row)) ?? [];
  } catch {
    return []; // a stored schema that no longer compiles (checked when saved): nothing to mark
  }
}

/**
 * The payload's sampleProblems for any schema: a schema with a `pattern` runs its regular
 * expressions in the variables worker, under its deadline (a slow one marks nothing).
 */
export async function checkedSamples(row: SampleRow): Promise<SampleProblems> {
  try {
    return await checkSamples(row.variables_schema, sampleSets(row));
  } catch {
    return [];
  }
}

/** Row → the spec's field sets, plus the additive templateError and previewError. */
export function toPayload(row: DocumentRow, checked?: SampleProblems) {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    // The render-affecting fields, as a version's snapshot shows them.
    ...snapshotOf(row),
    variables: JSON.parse(row.variables) as Record<string, unknown>,
    archived: row.archived === 1,
    kind: row.kind,
    sampleProblems: checked ?? sampleProblems(row),
    ...problems(row),
    folderId: row.folder_id,
    retention: row.retention_seconds === null ? null : { ttlSeconds: row.retention_seconds },
    updatedAt: row.updated_at,
    ...versionState(row),
  };
}

export function toCreated(row: DocumentRow, checked?: SampleProblems) {
  return { ...toPayload(row, checked), createdAt: row.created_at, updatedAt: row.updated_at };
}

export function toListItem(row: ListRow, publicUrl: (path: string) => string) {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    framework: row.framework as Framework,
    format: row.format as PaperFormat,
    landscape: row.landscape === 1,
    folderId: row.folder_id,
    previewUrl: row.preview_path ? publicUrl(row.preview_path) : null,
    previewUpdatedAt: row.preview_updated_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastUsedViaApi: row.last_used_via_api,
    kind: row.kind,
    ...problems(row),
    ...versionState(row),
  };
}
