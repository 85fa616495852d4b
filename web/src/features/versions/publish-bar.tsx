import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useAction } from '../../ui/use-action';
import { quire } from './client';
import { versionsKey } from './queries';
import { RenderedDiff } from './rendered-diff';

/**
 * Which version API calls render, the "Draft differs from published" marker of a manual
 * document, and its Publish button with a note. `savedAt` changes after each save: the state is read again.
 */
export function PublishBar({ docId, savedAt, onPublished }: { docId: number; savedAt: string; onPublished(): void }) {
  const qc = useQueryClient();
  const doc = useQuery({ queryKey: [...versionsKey(docId), 'state', savedAt], queryFn: () => quire.documents.get(docId) });
  const [note, setNote] = useState('');
  const { busy, error, run } = useAction();
  const [confirming, setConfirming] = useState(false);
  if (!doc.data) return null;
  const { publishing, publishedVersion, draftChanged } = doc.data;

  const setMode = (mode: 'auto' | 'manual') =>
    run(async () => {
      await quire.documents.update(docId, { publishing: mode });
      await qc.invalidateQueries({ queryKey: versionsKey(docId) });
      onPublished();
    });

  const publish = () =>
    run(async () => {
      await quire.documents.publish(docId, note.trim() || undefined);
      setNote('');
      setConfirming(false);
      await qc.invalidateQueries({ queryKey: versionsKey(docId) });
      onPublished();
    });

  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <label className="flex items-center gap-1 text-slate-600">
        Publishing
        <select
          value={publishing}
          onChange={(e) => void setMode(e.target.value as 'auto' | 'manual')}
          className="rounded-md border border-slate-300 px-1 py-0.5"
        >
          <option value="auto">auto</option>
          <option value="manual">manual</option>
        </select>
      </label>
      <span className="text-slate-500" title="What POST /v1/generate renders">
        API renders version {publishedVersion}
        {publishing === 'auto' ? ' (auto-published)' : ''}
      </span>
      {publishing === 'manual' && draftChanged && (
        <>
          <span role="status" className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
            Draft differs from published
          </span>
          <label htmlFor="publish-note" className="sr-only">
            Publish note
          </label>
          <input
            id="publish-note"
            value={note}
            maxLength={500}
            placeholder="Note (optional)"
            onChange={(e) => setNote(e.target.value)}
            className="w-40 rounded-md border border-slate-300 px-2 py-1"
          />
          <Button variant="primary" disabled={busy} onClick={() => setConfirming(true)}>
            Publish
          </Button>
        </>
      )}
      {error && !confirming && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
      {confirming && (
        <Dialog
          title={`Publish the draft as version ${publishedVersion + 1}?`}
          open
          wide
          submitLabel="Publish"
          onClose={() => setConfirming(false)}
          onSubmit={publish}
        >
          <p className="text-sm text-slate-700">
            What changes for documents rendered through the API: the published version {publishedVersion} against the draft, rendered with each sample. Changed
            parts of a page are red.
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="max-h-[60vh] space-y-4 overflow-y-auto">
            {[null, ...samplesOf(doc.data)].map((sample) => (
              <div key={sample ?? ''} className="space-y-1">
                <h3 className="text-sm font-semibold text-slate-800">{sample ?? 'Default sample'}</h3>
                <RenderedDiff
                  docId={docId}
                  from="published"
                  to="draft"
                  sample={sample}
                  stamp={doc.data!.updatedAt}
                  label={`${sample ?? 'Default sample'}: rendered changes`}
                />
              </div>
            ))}
          </div>
          {note.trim() && <p className="text-xs text-slate-600">Note: {note.trim()}</p>}
        </Dialog>
      )}
    </div>
  );
}

/** The names of the document's saved samples (issue 39); an older answer has none. */
const samplesOf = (doc: object) => ((doc as { samples?: { name: string }[] }).samples ?? []).map((s) => s.name);
