import { useState } from 'react';
import { Button } from '../../ui/button';
import type { Batch } from './client';
import { useCancelBatch, useFailedItems } from './queries';

const live = (b: Batch) => b.status === 'queued' || b.status === 'running';

/** One row per batch: a progress bar that moves, counts, the result to download, per-item errors. */
export function BatchList({ batches }: { batches: Batch[] }) {
  return (
    <ul className="space-y-3" aria-label="Batches">
      {batches.map((b) => (
        <BatchRow key={b.id} batch={b} />
      ))}
    </ul>
  );
}

function BatchRow({ batch: b }: { batch: Batch }) {
  const cancel = useCancelBatch();
  const [showErrors, setShowErrors] = useState(false);
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
      {b.failed > 0 && (
        <Button variant="ghost" className="mt-1" aria-expanded={showErrors} onClick={() => setShowErrors(!showErrors)}>
          {showErrors ? 'Hide errors' : `Show ${b.failed} errors`}
        </Button>
      )}
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
