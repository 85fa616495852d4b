import { setDiagnostics } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Document } from '../types';
import { AssistantPanel } from '../features/assistant/assistant-panel';
import { useAssets } from '../features/assets/queries';
import { CodeEditor } from '../features/editor/code-editor';
import { draftOf, parseVariables } from '../features/editor/draft';
import { EditorTabs, type EditorTab } from '../features/editor/editor-tabs';
import { PartialLinks } from '../features/blocks/partial-links';
import { usePartialCompletion } from '../features/blocks/partial-completion';
import { GenerateDialog } from '../features/editor/generate-dialog';
import { useLeaveGuard } from '../features/editor/leave-guard';
import { PdfPreview } from '../features/editor/pdf-preview';
import { useDocument, useHelpers } from '../features/editor/queries';
import { SettingsPanel } from '../features/editor/settings-panel';
import { PageSection } from '../features/editor/page-section';
import { EditorPrefs } from '../features/editor/editor-prefs';
import { renderedPageFields } from '../features/editor/page-fields';
import { templateExtensions, variablePaths, type CompletionData } from '../features/editor/template-language';
import { useDocumentEditor } from '../features/editor/use-document-editor';
import { UseFromCode } from '../features/editor/use-from-code';
import { errorLine, useLivePreview } from '../features/editor/use-live-preview';
import { useFolders } from '../features/folders/queries';
import { HistoryPanel } from '../features/versions/history-panel';
import { PublishBar } from '../features/versions/publish-bar';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Tabs } from '../ui/tabs';
import { useWide } from '../ui/use-media-query';
import { Can } from '../features/teams/can';
import { useSampleChoice } from '../features/variables/samples';
import { VariablesPanel } from '../features/variables/variables-panel';

export default function EditorPage({ id }: { id: number }) {
  const doc = useDocument(id);
  if (doc.isPending) return <Spinner label="Loading the document" />;
  if (doc.error || !doc.data) {
    return (
      <div className="p-6">
        <Banner tone="error">{doc.error?.message}</Banner>
        <Link href="/documents" className="mt-3 inline-block text-sm text-indigo-700 underline">
          Back to documents
        </Link>
      </div>
    );
  }
  return <Editor key={id} initial={doc.data} />;
}

const REGION_TITLE = 'border-b border-slate-200 bg-slate-50 px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * Exactly the height of what the shell leaves: the toolbar stays, each region scrolls inside
 * itself. Wide: template and variables | preview | settings side by side. Narrow (a phone):
 * one region at a time under tabs.
 */
function Editor({ initial }: { initial: Document }) {
  const ed = useDocumentEditor(initial);
  const { fields, change, dirty } = ed;
  const folders = useFolders();
  const helpers = useHelpers();
  const assets = useAssets();
  const wide = useWide();
  const [tab, setTab] = useState<EditorTab>('template');
  const [dialog, setDialog] = useState<null | 'generate' | 'code'>(null);
  const [side, setSide] = useState<'settings' | 'assistant'>('settings');
  const [history, setHistory] = useState(false);
  const templateView = useRef<EditorView | null>(null);
  useLeaveGuard(dirty);

  // The sample the preview uses: the default one or a named one (issue 39).
  const sample = useSampleChoice(fields, change);
  const variables = useMemo(() => parseVariables(sample.text), [sample.text]);
  const draft = useMemo(() => draftOf(fields), [fields]);
  // The live preview also follows the Page section (the assistant's draft stays without it).
  const previewDraft = useMemo(
    () => (draft && variables ? ({ ...draft, variables, ...renderedPageFields(fields.page) } as typeof draft) : null),
    [draft, variables, fields.page],
  );
  const preview = useLivePreview(initial.id, previewDraft);
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
  const partialSource = usePartialCompletion();
  const templateExt = useMemo(() => templateExtensions(() => completion.current, [partialSource]), [partialSource]);

  /** Narrow: only the chosen tab's region is on screen (the others stay mounted, hidden). */
  const shown = (t: EditorTab) => wide || tab === t;
  /**
   * The side panel's content: wide, its own Settings | Assistant tabs; narrow, the editor's
   * Settings or Assistant tab (one tab row only). Either way `side` keeps the choice, so the
   * assistant's conversation stays mounted across a resize.
   */
  const panel = wide || (tab !== 'settings' && tab !== 'assistant') ? side : tab;
  const chooseTab = (t: EditorTab) => {
    setTab(t);
    if (t === 'settings' || t === 'assistant') setSide(t);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden" data-testid="editor">
      <div data-testid="editor-toolbar" className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-3 py-2">
        <Link href="/documents" className="text-sm text-slate-600 hover:text-slate-900" aria-label="Back to documents">
          ←
        </Link>
        <label htmlFor="doc-name" className="sr-only">
          Name
        </label>
        <input
          id="doc-name"
          value={fields.name}
          maxLength={200}
          onChange={(e) => change({ name: e.target.value })}
          title={fields.name}
          className="min-w-32 flex-[1_1_12rem] truncate rounded-md border border-transparent bg-transparent px-2 py-1 text-base font-semibold hover:border-slate-300 focus:border-indigo-500"
        />
        <span role="status" className={`text-xs whitespace-nowrap ${dirty ? 'text-amber-700' : 'text-slate-600'}`}>
          {ed.saving ? 'Saving…' : dirty ? '● Unsaved changes' : 'All changes saved'}
        </span>
        {/* Last: when the row is full (manual publishing's note and button), the publish bar takes the next line, never the name's room. */}
        <div className="order-last max-w-full">
          <PublishBar docId={initial.id} savedAt={ed.baseline} onPublished={ed.loadTheirs} />
        </div>
        <div className="ml-auto flex max-w-full flex-wrap justify-end gap-2 max-sm:gap-1.5 max-sm:[&>button]:px-2">
          <Button aria-pressed={history} onClick={() => setHistory((h) => !h)}>
            History
          </Button>
          <Button onClick={() => setDialog('code')}>Use from code</Button>
          <Button onClick={() => setDialog('generate')}>Generate PDF</Button>
          <Can permission="documents:write">
            <Button variant="primary" onClick={() => void ed.save()} disabled={ed.saving || !dirty} title="Save (Ctrl+S)">
              Save
            </Button>
          </Can>
        </div>
      </div>
      {history && <HistoryPanel docId={initial.id} onChanged={ed.loadTheirs} onClose={() => setHistory(false)} />}
      {(ed.saveError || ed.changedElsewhere || ed.overwrote) && (
        <div className="max-h-40 shrink-0 space-y-2 overflow-y-auto border-b border-slate-200 bg-white px-3 py-2">
          {ed.saveError && <Banner tone="error">{ed.saveError}</Banner>}
          {ed.overwrote && (
            <Banner tone="warning">
              Saved. This document had been changed elsewhere (another tab or the API) after you opened it: your save replaced those changes.{' '}
              <button type="button" className="font-medium underline" onClick={ed.dismissOverwrote}>
                Dismiss
              </button>
            </Banner>
          )}
          {ed.changedElsewhere && dirty && (
            <Banner tone="warning">
              This document was changed elsewhere (another tab or the API) since you opened it. Saving now replaces that version.{' '}
              <button type="button" className="font-medium underline" onClick={ed.loadTheirs}>
                Load the other version
              </button>
            </Banner>
          )}
        </div>
      )}
      {!wide && <EditorTabs tab={tab} onChange={chooseTab} templateError={!!preview.error} />}
      <div
        className={
          wide
            ? `grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] ${side === 'assistant' ? 'grid-cols-[minmax(0,1fr)_minmax(0,1fr)_24rem]' : 'grid-cols-[minmax(0,1fr)_minmax(0,1fr)_16rem]'}`
            : 'flex min-h-0 flex-1 flex-col'
        }
      >
        <div className={`min-h-0 flex-col border-slate-200 ${wide ? 'flex border-r' : shown('template') || shown('variables') ? 'flex flex-1' : 'hidden'}`}>
          <section
            aria-label="Template"
            id="editor-template"
            className={`min-h-0 flex-col ${wide ? 'flex h-[60%]' : shown('template') ? 'flex flex-1' : 'hidden'}`}
          >
            {wide && <h2 className={REGION_TITLE}>Template</h2>}
            <div className="min-h-0 flex-1">
              <CodeEditor
                label="Template"
                value={fields.body}
                onChange={(body) => change({ body })}
                extensions={templateExt}
                onView={(v) => (templateView.current = v)}
              />
            </div>
            <PartialLinks body={fields.body} />
          </section>
          <section
            aria-label="Sample variables"
            id="editor-variables"
            className={`min-h-0 flex-col ${wide ? 'flex h-[40%] border-t border-slate-200' : shown('variables') ? 'flex flex-1' : 'hidden'}`}
          >
            <VariablesPanel
              docId={initial.id}
              saved={ed.saved.doc}
              fields={fields}
              change={change}
              choice={sample}
              dirty={dirty}
              title={wide ? 'Variables' : undefined}
            />
          </section>
        </div>
        <section
          aria-label="Preview"
          id="editor-preview"
          aria-busy={preview.busy}
          className={`relative min-h-0 flex-col ${wide ? 'flex border-r border-slate-200' : shown('preview') ? 'flex flex-1' : 'hidden'}`}
        >
          {preview.error && (
            <div role="alert" className="max-h-32 shrink-0 overflow-y-auto border-b border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {line ? <strong>Line {line}: </strong> : null}
              {preview.error.message}
            </div>
          )}
          <PdfPreview pdf={preview.pdf} dimmed={!!preview.error} />
        </section>
        <aside
          aria-label={panel === 'assistant' ? 'Assistant' : 'Settings'}
          id="editor-settings"
          className={`min-h-0 flex-col bg-white ${wide ? 'flex' : shown('settings') || shown('assistant') ? 'flex flex-1' : 'hidden'}`}
        >
          <Tabs
            label="Side panel"
            tabs={{ settings: 'Settings', assistant: 'Assistant' }}
            value={side}
            onChange={setSide}
            className={`shrink-0 border-b border-slate-200 text-sm ${wide ? 'flex' : 'hidden'}`}
            tabClassName={(on) =>
              `flex-1 px-3 py-1.5 font-medium ${on ? 'border-b-2 border-indigo-600 text-indigo-700' : 'text-slate-600 hover:text-slate-900'}`
            }
          />
          {panel === 'assistant' ? (
            <div className="flex min-h-0 flex-1 flex-col">
              <AssistantPanel
                documentId={initial.id}
                draft={draft ?? { body: fields.body, framework: fields.framework, format: fields.format, landscape: fields.landscape, fonts: fields.fonts }}
                onApply={ed.applyProposal}
              />
            </div>
          ) : (
            <div className="min-h-0 flex-1 overflow-y-auto p-3">
              <SettingsPanel fields={fields} folders={folders.data ?? []} onChange={change} />
              <PageSection page={fields.page} onChange={(page) => change({ page })} />
              <EditorPrefs />
            </div>
          )}
        </aside>
      </div>
      {dialog === 'generate' && (
        <GenerateDialog
          docId={initial.id}
          uuid={ed.saved.doc.uuid}
          samples={[{ name: null, text: fields.variablesText }, ...fields.samples]}
          sample={sample.active + 1}
          dirty={dirty}
          save={ed.save}
          onClose={() => setDialog(null)}
        />
      )}
      <UseFromCode uuid={ed.saved.doc.uuid} variables={variables ?? ed.saved.doc.variables} open={dialog === 'code'} onClose={() => setDialog(null)} />
    </div>
  );
}
