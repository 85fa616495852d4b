import type { Version } from '@quire/client';
import { useState } from 'react';
import { type DiffRow, sideBySide } from './line-diff';

type Snapshot = Record<string, unknown>;
type TemplateField = keyof Version['snapshot'];

/** Every field of a version's snapshot (the server's TEMPLATE_FIELDS), in the order the diff shows them. */
const SHOWN = [
  'body',
  'header',
  'footer',
  'framework',
  'format',
  'landscape',
  'fonts',
  'margins',
  'headerOnFirstPage',
  'title',
  'author',
  'subject',
  'keywords',
  'lang',
  'tagged',
  'pdfa',
  'sign',
  'variablesSchema',
  'samples',
] as const satisfies readonly TemplateField[];
// A snapshot field missing above fails to compile here, so a new one is never left out of the diff.
const everyField: [Exclude<TemplateField, (typeof SHOWN)[number]>] extends [never] ? true : never = true;
void everyField;
const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? null));

const TONE = { same: '', removed: 'bg-red-50 text-red-900', added: 'bg-emerald-50 text-emerald-900', changed: 'bg-amber-50 text-amber-900' };

/** Version n (left) against the draft (right), field by field; equal fields are left out. */
export function VersionDiff({ number, version, draft }: { number: number; version: Snapshot; draft: Snapshot }) {
  const changed = SHOWN.filter((f) => text(version[f]) !== text(draft[f]));
  if (changed.length === 0) return <p className="text-sm text-slate-600">Version {number} and the draft render the same.</p>;
  return (
    <div role="table" aria-label={`Version ${number} compared with the draft`} className="space-y-3 text-xs">
      {changed.map((f) => (
        <div key={f}>
          <div className="mb-1 font-semibold text-slate-700">{f}</div>
          <div role="row" className="grid grid-cols-2 gap-px border-b border-slate-200 font-semibold text-slate-500">
            <span role="columnheader">Version {number}</span>
            <span role="columnheader">Draft</span>
          </div>
          <FoldedRows rows={sideBySide(text(version[f]), text(draft[f]))} />
        </div>
      ))}
    </div>
  );
}

/** Lines kept around each change; longer runs of equal lines fold into one row that opens them. */
export const CONTEXT = 3;

type Piece = { rows: DiffRow[]; start: number } | { fold: DiffRow[]; start: number };

/** The rows cut into shown pieces and folds: equal lines further than CONTEXT from a change fold. */
export function foldRows(rows: DiffRow[], context = CONTEXT): Piece[] {
  const near = rows.map(() => false);
  rows.forEach((r, i) => {
    if (r.kind === 'same') return;
    for (let j = Math.max(0, i - context); j <= Math.min(rows.length - 1, i + context); j++) near[j] = true;
  });
  const pieces: Piece[] = [];
  let i = 0;
  while (i < rows.length) {
    const start = i;
    const shown = near[i]!;
    while (i < rows.length && near[i] === shown) i++;
    const part = rows.slice(start, i);
    // A fold of one or two lines saves nothing: show them.
    pieces.push(shown || part.length <= 2 ? { rows: part, start } : { fold: part, start });
  }
  return pieces;
}

function FoldedRows({ rows }: { rows: DiffRow[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    <>
      {foldRows(rows).map((p) =>
        'fold' in p && !open.has(p.start) ? (
          <div role="row" key={p.start}>
            <button
              type="button"
              role="cell"
              onClick={() => setOpen(new Set([...open, p.start]))}
              className="w-full bg-slate-100 px-2 py-0.5 text-left font-sans text-slate-600 hover:bg-slate-200"
            >
              ⋯ {p.fold.length} unchanged lines
            </button>
          </div>
        ) : (
          ('fold' in p ? p.fold : p.rows).map((r, i) => (
            <div role="row" key={p.start + i} className={`grid grid-cols-2 gap-px font-mono whitespace-pre-wrap ${TONE[r.kind]}`}>
              <span role="cell">{r.left ?? ''}</span>
              <span role="cell">{r.right ?? ''}</span>
            </div>
          ))
        ),
      )}
    </>
  );
}
