import { diffLines } from 'diff';
import type { Draft, Proposal } from '../../types';

const SETTINGS = ['framework', 'format', 'landscape', 'fonts'] as const;

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Line diff of one text field: removed lines red with "-", added green with "+". */
function TextDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = diffLines(before, after);
  return (
    <div>
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h4>
      <pre
        aria-label={`${label} diff`}
        className="max-h-64 overflow-auto rounded border border-slate-200 bg-slate-50 text-xs leading-5 break-all whitespace-pre-wrap"
      >
        {parts.flatMap((part, i) =>
          part.value
            .replace(/\n$/, '')
            .split('\n')
            .map((line, j) => (
              <div
                key={`${i}-${j}`}
                className={
                  part.added ? 'bg-emerald-50 text-emerald-900' : part.removed ? 'bg-red-50 text-red-900 line-through decoration-red-300' : 'text-slate-500'
                }
              >
                <span aria-hidden className="inline-block w-4 pl-1 select-none">
                  {part.added ? '+' : part.removed ? '-' : ' '}
                </span>
                {line}
              </div>
            )),
        )}
      </pre>
    </div>
  );
}

/** What applying the proposal would change, against what the person sees now. */
export function ProposalDiff({ current, proposal }: { current: Draft; proposal: Proposal }) {
  const settings = SETTINGS.filter((k) => proposal[k] !== undefined);
  return (
    <div className="space-y-3">
      {proposal.body !== undefined && <TextDiff label="Body" before={current.body ?? ''} after={proposal.body} />}
      {proposal.variables !== undefined && (
        <TextDiff label="Sample variables" before={JSON.stringify(current.variables ?? {}, null, 2)} after={JSON.stringify(proposal.variables, null, 2)} />
      )}
      {settings.length > 0 && (
        <div>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Settings</h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            {settings.map((k) => (
              <div key={k} className="contents">
                <dt className="font-medium text-slate-700">{k}</dt>
                <dd className="break-all">
                  <span className="text-red-800 line-through">{show(current[k])}</span> → <span className="text-emerald-800">{show(proposal[k])}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
