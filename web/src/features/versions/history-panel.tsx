import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { useAction } from '../../ui/use-action';
import { quire, type VersionSummary } from './client';
import { useVersion, useVersions, versionsKey } from './queries';
import { RenderedDiff } from './rendered-diff';
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
  const { busy, error, run } = useAction();
  const [restoring, setRestoring] = useState<number | null>(null);
  const [tab, setTab] = useState<'source' | 'rendered'>('source');
  const [against, setAgainst] = useState<'previous' | 'draft'>('draft');

  const restore = (n: number) =>
    run(async () => {
      await quire.versions.restore(docId, n);
      setRestoring(null);
      await qc.invalidateQueries({ queryKey: versionsKey(docId) });
      onChanged();
    });

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
                  <Button variant="ghost" disabled={busy} onClick={() => setRestoring(v.number)} aria-label={`Restore version ${v.number}`}>
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="min-w-0 space-y-2">
          {selected !== null && (
            <div className="flex flex-wrap items-center gap-2">
              <Tabs
                label="Compare as"
                tabs={{ source: 'Source', rendered: 'Rendered' }}
                value={tab}
                onChange={setTab}
                className="flex rounded-md border border-slate-300 text-xs"
                tabClassName={(on) =>
                  `px-2 py-1 font-medium first:rounded-l-md last:rounded-r-md ${on ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
                }
              />
              {tab === 'rendered' && (
                <label className="flex items-center gap-1 text-xs text-slate-600">
                  Version {selected} against
                  <select
                    value={selected === 1 ? 'draft' : against}
                    onChange={(e) => setAgainst(e.target.value as 'previous' | 'draft')}
                    className="rounded-md border border-slate-300 bg-white px-1 py-0.5"
                  >
                    <option value="draft">the draft</option>
                    {selected > 1 && <option value="previous">version {selected - 1} (before it)</option>}
                  </select>
                </label>
              )}
            </div>
          )}
          {selected === null ? (
            <p className="text-sm text-slate-600">Choose Compare on a version to see it next to the draft.</p>
          ) : tab === 'rendered' ? (
            against === 'previous' && selected > 1 ? (
              <RenderedDiff
                key={`p${selected}`}
                docId={docId}
                from={selected - 1}
                to={selected}
                sample={null}
                label={`Version ${selected - 1} to ${selected}, rendered`}
              />
            ) : (
              <RenderedDiff
                key={`d${selected}`}
                docId={docId}
                from={selected}
                to="draft"
                sample={null}
                stamp={draft.data?.updatedAt}
                label={`Version ${selected} to the draft, rendered`}
              />
            )
          ) : version.data && draft.data ? (
            <VersionDiff number={selected} version={version.data.snapshot} draft={draft.data as Record<string, unknown>} />
          ) : (
            <Spinner label="Loading the version" />
          )}
        </div>
      </div>
      {restoring !== null && (
        <Dialog title={`Restore version ${restoring}?`} open submitLabel="Restore" onClose={() => setRestoring(null)} onSubmit={() => restore(restoring)}>
          <p className="text-sm text-slate-700">
            The draft becomes a copy of version {restoring}: template, page settings, schema and samples. Unsaved edits in the editor are replaced. The versions
            stay in the history.
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}
