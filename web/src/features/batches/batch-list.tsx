import { useState } from 'react';
import { Button } from '../../ui/button';
import type { Batch } from './client';
import { warningsOf } from '../variables/render-notes';
import { useBatchItems, useCancelBatch, useDoneItems, useFailedItems } from './queries';

const live = (b: Batch) => b.status === 'queued' || b.status === 'running';

/** One row per batch: a progress bar that moves, counts, the result to download, per-item errors. */
export function BatchList({ batches }: { batches: Batch[] }) {
  return (
    <ul className="space-y-3" aria-label="Batches">
      {batches.map((b, i) => (
        <BatchRow key={b.id} batch={b} recent={i < 5} />
      ))}
    </ul>
  );
}

/** `recent`: one of the newest few, whose done items are read for their warnings. */
function BatchRow({ batch: b, recent }: { batch: Batch; recent: boolean }) {
  const cancel = useCancelBatch();
  const [showErrors, setShowErrors] = useState(false);
  const [showItems, setShowItems] = useState(false);
  const failed = useFailedItems(b.id, showErrors && b.failed > 0);
  const finished = b.done + b.failed;
  const percent = b.total ? Math.round((finished / b.total) * 100) : 0;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={`Batch of ${b.total}, ${b.status}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          <strong className="font-medium">{b.status}</strong> · {b.total} documents · {b.output} · {new Date(b.createdAt).toLocaleString()}
        </span>
        <span className="flex gap-2">
          {b.url && (
            <a className="text-indigo-700 underline" href={b.url} download>
              Download {b.output === 'zip' ? 'zip' : 'merged PDF'}
            </a>
          )}
          {live(b) && (
            <Button variant="danger" onClick={() => cancel.mutate(b.id)} disabled={cancel.isPending}>
              Cancel batch
            </Button>
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Batch progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 w-full overflow-hidden rounded bg-slate-100"
      >
        <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {b.done} done · {b.failed} failed · {b.pending} pending{b.cancelled ? ` · ${b.cancelled} cancelled` : ''}
      </p>
      <div className="mt-1 flex flex-wrap gap-1">
        {b.total > 0 && (
          <Button variant="ghost" aria-expanded={showItems} onClick={() => setShowItems(!showItems)}>
            {showItems ? 'Hide items' : `Show ${b.total} items`}
          </Button>
        )}
        {b.failed > 0 && (
          <Button variant="ghost" aria-expanded={showErrors} onClick={() => setShowErrors(!showErrors)}>
            {showErrors ? 'Hide errors' : `Show ${b.failed} errors`}
          </Button>
        )}
      </div>
      {showItems && <BatchItems batch={b} />}
      <ItemWarnings batch={b} enabled={recent && !live(b) && b.done > 0} />
      {showErrors && failed.data && (
        <ul className="mt-2 space-y-1 text-xs" aria-label="Item errors">
          {failed.data.items.map((i) => (
            <li key={i.index} className="rounded bg-red-50 px-2 py-1 text-red-800">
              {typeof i.metadata?.row === 'number' ? `Row ${i.metadata.row}` : `Item ${i.index + 1}`}: {i.error?.error} — {i.error?.message}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Items that rendered with variables missing (MISSING_VARIABLE: the template read a path the
 * item did not have): said on the batch, with the rows, so a batch "done" is not silently blank.
 */
function ItemWarnings({ batch: b, enabled }: { batch: Batch; enabled: boolean }) {
  const done = useDoneItems(b.id, enabled);
  const [open, setOpen] = useState(false);
  const warned = (done.data?.items ?? []).map((i) => ({ item: i, warnings: warningsOf(i) })).filter((w) => w.warnings.length > 0);
  if (warned.length === 0) return null;
  return (
    <div className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-amber-900">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="font-medium underline">
        {warned.length === 1 ? '1 item' : `${warned.length} items`} rendered with variables missing
      </button>
      {open && (
        <ul className="mt-1 space-y-0.5" aria-label="Item warnings">
          {warned.map(({ item: i, warnings }) => (
            <li key={i.index}>
              {typeof i.metadata?.row === 'number' ? `Row ${i.metadata.row}` : `Item ${i.index + 1}`}: missing{' '}
              {warnings.map((w, k) => (
                <span key={`${w.code}${w.path}`}>
                  {k > 0 && ', '}
                  <code className="font-mono">{w.path ?? w.code}</code>
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ITEM_STATUS: Record<string, string> = {
  pending: 'bg-slate-100 text-slate-700',
  running: 'bg-sky-50 text-sky-900',
  done: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-600',
};

/** The PDF's download name: the item's `filename` (".pdf" added as the server does), else its row or number. */
function itemName(i: { index: number; filename: string | null; metadata: Record<string, unknown> | null }): string {
  if (i.filename) return /\.pdf$/i.test(i.filename) ? i.filename : `${i.filename}.pdf`;
  return typeof i.metadata?.row === 'number' ? `Row ${i.metadata.row}` : `Item ${i.index + 1}`;
}

/** The batch's items (the first 100): each one's file name, state, Test mark and its PDF's link once done. */
function BatchItems({ batch: b }: { batch: Batch }) {
  const items = useBatchItems(b.id, true, live(b));
  if (items.error) return <p className="mt-2 text-xs text-red-700">{items.error.message}</p>;
  if (!items.data) return <p className="mt-2 text-xs text-slate-500">Loading items…</p>;
  return (
    <>
      <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" aria-label="Batch items">
        {items.data.items.map((i) => {
          const name = itemName(i);
          return (
            <li key={i.index} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5">
              <span className="min-w-0 flex-1 truncate font-medium" title={name}>
                {name}
              </span>
              {i.test && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Test</span>}
              <span className={`rounded px-1.5 py-0.5 text-xs ${ITEM_STATUS[i.status] ?? ''}`}>{i.status}</span>
              {i.url ? (
                <a href={i.url} target="_blank" rel="noreferrer" aria-label={`Open ${name}`} className="text-xs font-medium text-indigo-700 underline">
                  Open
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {items.data.nextAfter !== null && (
        <p className="mt-1 text-xs text-slate-500">
          The first {items.data.items.length} of {b.total}: GET /v1/batches/{'{id}'}/items lists them all.
        </p>
      )}
    </>
  );
}
