import { useQueryClient } from '@tanstack/react-query';
import { setDiagnostics } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { getDocument, updateDocument, type Document, type Proposal } from '../api';
import { AssistantPanel } from '../features/assistant/assistant-panel';
import { useAssistantStatus } from '../features/assistant/queries';
import { CodeEditor } from '../features/editor/code-editor';
import { changesOf, draftOf, fieldsOf, isDirty, parseVariables, type Fields, type Saved } from '../features/editor/draft';
import { GenerateDialog } from '../features/editor/generate-dialog';
import { jsonExtensions } from '../features/editor/json-language';
import { useLeaveGuard } from '../features/editor/leave-guard';
import { PdfPreview } from '../features/editor/pdf-preview';
import { useAssets } from '../features/assets/queries';
import { documentKey, metaQuery, useDocument, useDocumentMeta, useHelpers, type DocumentMeta } from '../features/editor/queries';
import { SettingsPanel } from '../features/editor/settings-panel';
import { templateExtensions, variablePaths, type CompletionData } from '../features/editor/template-language';
import { UseFromCode } from '../features/editor/use-from-code';
import { errorLine, useLivePreview } from '../features/editor/use-live-preview';
import { useFolders } from '../features/folders/queries';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Can } from '../features/teams/can';

export default function EditorPage({ id }: { id: number }) {
  const doc = useDocument(id);
  const meta = useDocumentMeta(id);
  if (doc.isPending || meta.isPending) return <Spinner label="Loading the document" />;
  const error = doc.error ?? meta.error;
  if (error || !doc.data) {
    return (
      <div className="p-6">
        <Banner tone="error">{error?.message}</Banner>
        <Link href="/documents" className="mt-3 inline-block text-sm text-indigo-700 underline">Back to documents</Link>
      </div>
    );
  }
  return <Editor key={id} initial={doc.data} initialMeta={meta.data ?? { folderId: null, updatedAt: '' }} />;
}

function Editor({ initial, initialMeta }: { initial: Document; initialMeta: DocumentMeta }) {
  const qc = useQueryClient();
  const meta = useDocumentMeta(initial.id).data ?? initialMeta;
  const folders = useFolders();
  const helpers = useHelpers();
  const assets = useAssets();
  const [saved, setSaved] = useState<Saved>({ doc: initial, folderId: initialMeta.folderId });
  // The updatedAt of the version `saved` holds: a newer one in the list means a save elsewhere.
  const [baseline, setBaseline] = useState(initialMeta.updatedAt);
  const [fields, setFields] = useState<Fields>(() => fieldsOf({ doc: initial, folderId: initialMeta.folderId }));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | 'generate' | 'code'>(null);
  /** Set when our save replaced a version saved elsewhere after we loaded ours. */
  const [overwrote, setOverwrote] = useState(false);
  const templateView = useRef<EditorView | null>(null);

  const dirty = isDirty(saved, fields);
  const change = useCallback((patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch })), []);
  useLeaveGuard(dirty);

  // Changed underneath: someone saved (another tab, the API) since we loaded or saved.
  const changedElsewhere = meta.updatedAt > baseline;
  const adoptServerVersion = useCallback(async () => {
    const [doc, m] = await Promise.all([getDocument(initial.id), qc.fetchQuery({ ...metaQuery(initial.id), staleTime: 0 })]);
    const next = { doc, folderId: m?.folderId ?? null };
    setSaved(next);
    setFields(fieldsOf(next));
    setBaseline(m?.updatedAt ?? baseline);
  }, [initial.id, qc, baseline]);
  useEffect(() => {
    if (changedElsewhere && !dirty) void adoptServerVersion();
  }, [changedElsewhere, dirty, adoptServerVersion]);

  const variables = parseVariables(fields.variablesText);
  const draft = useMemo(() => draftOf(fields), [fields]);
  const preview = useLivePreview(initial.id, draft);
  const line = errorLine(preview.error);

  // The template error's line, marked in the editor; cleared by the next good render.
  useEffect(() => {
    const view = templateView.current;
    if (!view) return;
    const diagnostics = [];
    if (preview.error && line && line <= view.state.doc.lines) {
      const l = view.state.doc.line(line);
      diagnostics.push({ from: l.from, to: l.to, severity: 'error' as const, message: preview.error.message });
    }
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [preview.error, line]);

  const completion = useRef<CompletionData>({ helpers: [], paths: [], assets: [] });
  completion.current = {
    helpers: helpers.data ?? [],
    paths: variables ? variablePaths(variables) : completion.current.paths,
    assets: (assets.data ?? []).map((a) => a.name),
  };
  const templateExt = useMemo(() => templateExtensions(() => completion.current), []);
  const jsonExt = useMemo(() => jsonExtensions(), []);

  // `next`: fields just set and not yet rendered (an applied proposal), saved at once.
  const save = useCallback(async (next?: Fields): Promise<boolean> => {
    const { patch, variablesInvalid } = changesOf(saved, next ?? fields);
    setSaveError(variablesInvalid ? 'The sample variables are not valid JSON, so they were not saved.' : null);
    if (Object.keys(patch).length === 0) return !variablesInvalid;
    setSaving(true);
    try {
      // The later save wins; the person is told when it replaced someone else's.
      const before = await qc.fetchQuery({ ...metaQuery(saved.doc.id), staleTime: 0 }).catch(() => null);
      const doc = await updateDocument(saved.doc.id, patch);
      setOverwrote(!!before && before.updatedAt > baseline);
      setSaved({ doc, folderId: patch.folderId !== undefined ? patch.folderId : saved.folderId });
      qc.setQueryData(documentKey(doc.id), doc);
      const m = await qc.fetchQuery({ ...metaQuery(doc.id), staleTime: 0 });
      if (m) setBaseline(m.updatedAt);
      void qc.invalidateQueries({ queryKey: ['documents'] });
      void qc.invalidateQueries({ queryKey: ['folders'] });
      return !variablesInvalid;
    } catch (err) {
      setSaveError(err instanceof Error ? err.message : String(err)); // the edits stay
      return false;
    } finally {
      setSaving(false);
    }
  }, [saved, fields, qc, baseline]);

  // Ctrl/Cmd+S anywhere on the page, the editors included.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  const loadTheirs = () => void adoptServerVersion();

  // The assistant's proposal lands in the editors and is saved like an edit; the preview follows.
  const assistant = useAssistantStatus();
  const [side, setSide] = useState<'settings' | 'assistant'>('settings');
  const showAssistant = !!assistant.data?.enabled && side === 'assistant';
  const applyProposal = useCallback(async (p: Proposal) => {
    const next: Fields = {
      ...fields,
      ...(p.body !== undefined && { body: p.body }),
      ...(p.variables !== undefined && { variablesText: JSON.stringify(p.variables, null, 2) }),
      ...(p.framework !== undefined && { framework: p.framework }),
      ...(p.format !== undefined && { format: p.format }),
      ...(p.landscape !== undefined && { landscape: p.landscape }),
      ...(p.fonts !== undefined && { fonts: p.fonts }),
    };
    setFields(next);
    if (!(await save(next))) throw new Error('The change is in the editor but could not be saved.');
  }, [fields, save]);

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:h-[calc(100dvh-3rem)] lg:flex-none lg:overflow-hidden">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <Link href="/documents" className="text-sm text-slate-500 hover:text-slate-800" aria-label="Back to documents">←</Link>
        <label htmlFor="doc-name" className="sr-only">Name</label>
        <input id="doc-name" value={fields.name} maxLength={200} onChange={(e) => change({ name: e.target.value })}
          className="min-w-0 flex-1 rounded-md border border-transparent px-2 py-1 text-base font-semibold hover:border-slate-300 focus:border-indigo-500 sm:max-w-md" />
        <span role="status" className={`text-xs ${dirty ? 'text-amber-700' : 'text-slate-500'}`}>
          {saving ? 'Saving…' : dirty ? '● Unsaved changes' : 'All changes saved'}
        </span>
        <div className="ml-auto flex gap-2">
          <Button onClick={() => setDialog('code')}>Use from code</Button>
          <Button onClick={() => setDialog('generate')}>Generate PDF</Button>
          <Can permission="documents:write"><Button variant="primary" onClick={() => void save()} disabled={saving || !dirty} title="Save (Ctrl+S)">Save</Button></Can>
        </div>
      </div>
      {(saveError || changedElsewhere || overwrote) && (
        <div className="space-y-2 border-b border-slate-200 bg-white px-3 py-2">
          {saveError && <Banner tone="error">{saveError}</Banner>}
          {overwrote && (
            <Banner tone="warning">
              Saved. This document had been changed elsewhere (another tab or the API) after you opened it: your save replaced those changes.{' '}
              <button type="button" className="font-medium underline" onClick={() => setOverwrote(false)}>Dismiss</button>
            </Banner>
          )}
          {changedElsewhere && dirty && (
            <Banner tone="warning">
              This document was changed elsewhere (another tab or the API) since you opened it. Saving now replaces that version.{' '}
              <button type="button" className="font-medium underline" onClick={loadTheirs}>Load the other version</button>
            </Banner>
          )}
        </div>
      )}
      <div className={`grid min-h-0 flex-1 grid-cols-1 lg:grid-rows-[minmax(0,1fr)] ${showAssistant ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_24rem]' : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_16rem]'}`}>
        <div className="flex min-h-0 flex-col border-slate-200 lg:overflow-hidden lg:border-r">
          <section aria-label="Template" className="flex h-[55vh] min-h-0 flex-col lg:h-[60%]">
            <h2 className="border-b border-slate-200 bg-slate-50 px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Template</h2>
            <div className="min-h-0 flex-1">
              <CodeEditor label="Template" value={fields.body} onChange={(body) => change({ body })} extensions={templateExt} onView={(v) => (templateView.current = v)} />
            </div>
          </section>
          <section aria-label="Sample variables" className="flex h-[30vh] min-h-0 flex-col border-t border-slate-200 lg:h-[40%]">
            <h2 className="border-b border-slate-200 bg-slate-50 px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Sample variables</h2>
            <div className="min-h-0 flex-1">
              <CodeEditor label="Sample variables" value={fields.variablesText} onChange={(variablesText) => change({ variablesText })} extensions={jsonExt} />
            </div>
            {variables === null && <p role="alert" className="border-t border-red-200 bg-red-50 px-3 py-1 text-xs text-red-800">Not valid JSON (an object is expected): the preview waits, and these are not saved.</p>}
          </section>
        </div>
        <section aria-label="Preview" aria-busy={preview.busy} className="relative order-first flex h-[75vh] min-h-0 flex-col border-b border-slate-200 lg:order-none lg:h-auto lg:border-b-0 lg:border-r">
          {preview.error && (
            <div role="alert" className="border-b border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {line ? <strong>Line {line}: </strong> : null}{preview.error.message}
            </div>
          )}
          <PdfPreview pdf={preview.pdf} dimmed={!!preview.error} />
        </section>
        <aside aria-label={showAssistant ? 'Assistant' : 'Settings'} className="flex min-h-0 flex-col border-t border-slate-200 bg-white lg:border-t-0">
          {assistant.data?.enabled && (
            <div role="tablist" aria-label="Side panel" className="flex border-b border-slate-200 text-sm">
              {(['settings', 'assistant'] as const).map((t) => (
                <button key={t} type="button" role="tab" aria-selected={side === t} onClick={() => setSide(t)}
                  className={`flex-1 px-3 py-1.5 font-medium ${side === t ? 'border-b-2 border-indigo-600 text-indigo-700' : 'text-slate-500 hover:text-slate-800'}`}>
                  {t === 'settings' ? 'Settings' : 'Assistant'}
                </button>
              ))}
            </div>
          )}
          {showAssistant
            ? <div className="h-[70vh] min-h-0 lg:h-auto lg:flex-1"><AssistantPanel documentId={initial.id} draft={draft ?? { body: fields.body, framework: fields.framework, format: fields.format, landscape: fields.landscape, fonts: fields.fonts }} onApply={applyProposal} /></div>
            : <div className="min-h-0 flex-1 overflow-y-auto p-3"><SettingsPanel fields={fields} folders={folders.data ?? []} onChange={change} /></div>}
        </aside>
      </div>
      {dialog === 'generate' && <GenerateDialog uuid={saved.doc.uuid} variables={variables} dirty={dirty} save={save} onClose={() => setDialog(null)} />}
      <UseFromCode uuid={saved.doc.uuid} variables={variables ?? saved.doc.variables} open={dialog === 'code'} onClose={() => setDialog(null)} />
    </div>
  );
}

