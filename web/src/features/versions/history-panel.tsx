import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { quire, type VersionSummary } from './client';
import { useVersion, useVersions, versionsKey } from './queries';
import { VersionDiff } from './version-diff';

const who = (v: VersionSummary) =>
  v.createdBy.email ?? (v.createdBy.apiKey ? `API key ${v.createdBy.apiKey.name}` : v.createdBy.via === 'migration' ? 'before versions' : v.createdBy.via);

/**
 * The document's published versions, newest first, with who made each, when and its note; any
 * version compared side by side with the saved draft; Restore copies it into the draft.
 */
export function HistoryPanel({ docId, onChanged, onClose }: { docId: number; onChanged(): void; onClose(): void }) {
  const qc = useQueryClient();
  const versions = useVersions(docId);
  const draft = useQuery({ queryKey: [...versionsKey(docId), 'draft'], queryFn: () => quire.documents.get(docId) });
  const [selected, setSelected] = useState<number | null>(null);
  const version = useVersion(docId, selected);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = async (n: number) => {
    setBusy(true);
    setError(null);
    try {
      await quire.versions.restore(docId, n);
      await qc.invalidateQueries({ queryKey: versionsKey(docId) });
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="History" className="flex max-h-[70vh] flex-col border-b border-slate-200 bg-white">
      <div className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-1">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">History</h2>
        <Button variant="ghost" onClick={onClose} aria-label="Close history">
          ✕
        </Button>
      </div>
      {error && <Banner tone="error">{error}</Banner>}
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-3 overflow-y-auto p-3 md:grid-cols-[18rem_minmax(0,1fr)]">
        {versions.isPending ? (
          <Spinner label="Loading the history" />
        ) : (
          <ol aria-label="Versions" className="space-y-2">
            {(versions.data?.versions ?? []).map((v) => (
              <li key={v.number} className={`rounded-md border p-2 text-sm ${selected === v.number ? 'border-indigo-400 bg-indigo-50' : 'border-slate-200'}`}>
                <div className="flex items-center gap-2">
                  <span className="font-semibold">Version {v.number}</span>
                  {v.published && <span className="rounded bg-emerald-100 px-1.5 text-xs text-emerald-800">Published</span>}
                  {v.restoredFrom !== null && <span className="text-xs text-slate-500">restored from {v.restoredFrom}</span>}
                </div>
                <div className="text-xs text-slate-500">
                  <time dateTime={v.createdAt}>{new Date(v.createdAt).toLocaleString()}</time> · {who(v)}
                </div>
                {v.note && <p className="mt-1 text-xs text-slate-700">{v.note}</p>}
                <div className="mt-1 flex gap-2">
                  <Button variant="ghost" onClick={() => setSelected(v.number)} aria-label={`Compare version ${v.number} with the draft`}>
                    Compare
                  </Button>
                  <Button variant="ghost" disabled={busy} onClick={() => void restore(v.number)} aria-label={`Restore version ${v.number}`}>
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="min-w-0">
          {selected === null ? (
            <p className="text-sm text-slate-600">Choose Compare on a version to see it next to the draft.</p>
          ) : version.data && draft.data ? (
            <VersionDiff number={selected} version={version.data.snapshot} draft={draft.data as Record<string, unknown>} />
          ) : (
            <Spinner label="Loading the version" />
          )}
        </div>
      </div>
    </section>
  );
}
