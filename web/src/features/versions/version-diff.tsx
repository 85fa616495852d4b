import { sideBySide } from './line-diff';

type Snapshot = Record<string, unknown>;

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
];
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
          {sideBySide(text(version[f]), text(draft[f])).map((r, i) => (
            <div role="row" key={i} className={`grid grid-cols-2 gap-px font-mono whitespace-pre-wrap ${TONE[r.kind]}`}>
              <span role="cell">{r.left ?? ''}</span>
              <span role="cell">{r.right ?? ''}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
