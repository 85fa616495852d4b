import { useMemo, useState } from 'react';
import { api, idParam, ok } from '../../quire';
import type { Document } from '../../types';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { Menu, MenuItem } from '../../ui/menu';
import { Tabs } from '../../ui/tabs';
import { CodeEditor } from '../editor/code-editor';
import { parseVariables, type Fields } from '../editor/draft';
import { jsonExtensions } from '../editor/json-language';
import { FieldsForm } from './fields-form';
import { MAX_SAMPLES, sampleProblemsOf, type SampleChoice } from './samples';
import { parseSchema, type Schema } from './schema';

type View = 'fields' | 'json' | 'schema';

interface Props {
  docId: number;
  /** The saved document: its sampleProblems mark the samples that fail the schema. */
  saved: Document;
  fields: Fields;
  change(patch: Partial<Fields>): void;
  choice: SampleChoice;
  dirty: boolean;
  /** The region's title, shown when the editor is wide. */
  title?: string;
}

/** GET /v1/documents/{id}/variables-schema/inferred: a schema from the saved template's own references. */
async function inferSchema(id: number): Promise<Schema> {
  return (await ok(api.GET('/v1/documents/{id}/variables-schema/inferred', idParam(id)))) as Schema;
}

const TAB = 'px-2 py-1 text-xs font-medium';

/**
 * The sample variables: which sample (the default one or a named one; add, rename, delete), and
 * three views of it: Fields (a form from the variables schema), JSON, and the schema itself
 * (editable; "Infer from template" starts one).
 */
export function VariablesPanel({ docId, saved, fields, change, choice, dirty, title }: Props) {
  const schema = parseSchema(fields.schemaText);
  const [view, setView] = useState<View>(() => (schema && schema !== 'invalid' ? 'fields' : 'json'));
  const [naming, setNaming] = useState<null | 'new' | 'rename'>(null);
  const [deleting, setDeleting] = useState(false);
  const [inferring, setInferring] = useState(false);
  const [inferNote, setInferNote] = useState<string | null>(null);
  const jsonExt = useMemo(() => jsonExtensions(), []);
  const schemaExt = useMemo(() => jsonExtensions(), []);
  const problems = sampleProblemsOf(saved);
  const mine = problems.get(choice.name ?? '') ?? [];
  const variables = parseVariables(choice.text);

  const infer = async () => {
    setInferring(true);
    setInferNote(null);
    try {
      const s = await inferSchema(docId);
      change({ schemaText: JSON.stringify(s, null, 2) });
      setView('schema');
      setInferNote(
        `Inferred from the ${dirty ? 'saved ' : ''}template and the sample's values: check it, then Save to keep it as the schema.${dirty ? ' Unsaved template changes are not in it.' : ''}`,
      );
    } catch (err) {
      setInferNote(err instanceof Error ? err.message : String(err));
    } finally {
      setInferring(false);
    }
  };

  const names = fields.samples.map((s) => s.name.trim());
  const rename = (name: string) => {
    if (naming === 'new') {
      change({ samples: [...fields.samples, { name, text: choice.text }] });
      choice.choose(fields.samples.length);
    } else {
      change({ samples: fields.samples.map((s, i) => (i === choice.active ? { ...s, name } : s)) });
    }
    setNaming(null);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-slate-50 px-3 py-1">
        {title && <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>}
        <select
          aria-label="Sample"
          value={choice.active}
          onChange={(e) => choice.choose(Number(e.target.value))}
          className="w-0 max-w-[14rem] min-w-[7rem] flex-1 truncate rounded-md border border-slate-300 bg-white px-1 py-0.5 text-xs"
        >
          <option value={-1}>Default sample{problems.has('') ? ' — fails the schema' : ''}</option>
          {fields.samples.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may be edited or repeat while typed
            <option key={i} value={i}>
              {s.name || `Sample ${i + 1}`}
              {problems.has(s.name) ? ' — fails the schema' : ''}
            </option>
          ))}
        </select>
        <Menu label="Sample actions" trigger={<span aria-hidden>⋯</span>} align="left">
          {fields.samples.length < MAX_SAMPLES ? (
            <MenuItem onSelect={() => setNaming('new')}>New sample (a copy of this one)</MenuItem>
          ) : (
            <p className="px-3 py-1.5 text-xs text-slate-500">At most {MAX_SAMPLES} named samples</p>
          )}
          {choice.active >= 0 && (
            <>
              <MenuItem onSelect={() => setNaming('rename')}>Rename sample</MenuItem>
              <MenuItem danger onSelect={() => setDeleting(true)}>
                Delete sample
              </MenuItem>
            </>
          )}
        </Menu>
        <Tabs
          label="Variables view"
          tabs={{ fields: 'Fields', json: 'JSON', schema: 'Schema' }}
          value={view}
          onChange={setView}
          className="ml-auto flex rounded-md border border-slate-300 bg-white"
          tabClassName={(on) => `${TAB} ${on ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'} first:rounded-l-md last:rounded-r-md`}
        />
      </div>
      {mine.length > 0 && (
        <div role="status" className="max-h-20 shrink-0 overflow-y-auto border-b border-amber-200 bg-amber-50 px-3 py-1 text-xs text-amber-900">
          <strong>As saved, this sample fails the schema:</strong> {mine.map((p) => p.message).join('; ')}
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {view === 'json' && <CodeEditor label="Sample variables" value={choice.text} onChange={choice.setText} extensions={jsonExt} />}
        {view === 'fields' &&
          (schema === 'invalid' ? (
            <p className="p-3 text-sm text-slate-700">The schema is not a JSON object: fix it in the Schema view.</p>
          ) : schema === null ? (
            <NoSchema onInfer={() => void infer()} inferring={inferring} onWrite={() => setView('schema')} />
          ) : variables === null ? (
            <p className="p-3 text-sm text-slate-700">The sample is not valid JSON: fix it in the JSON view first.</p>
          ) : (
            <FieldsForm
              schema={schema}
              value={variables}
              onChange={(v) => choice.setText(JSON.stringify(v, null, 2))}
              problems={new Map(mine.map((p) => [p.path, p.message]))}
            />
          ))}
        {view === 'schema' && (
          <div className="flex h-full min-h-0 flex-col">
            <div className="flex shrink-0 flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-1 text-xs text-slate-600">
              <span>The JSON Schema (2020-12) the variables follow; empty: none.</span>
              <button
                type="button"
                disabled={inferring}
                onClick={() => void infer()}
                className="ml-auto rounded-md border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
              >
                {inferring ? 'Inferring…' : 'Infer from template'}
              </button>
            </div>
            {inferNote && (
              <p role="status" className="shrink-0 border-b border-sky-200 bg-sky-50 px-3 py-1 text-xs text-sky-900">
                {inferNote}
              </p>
            )}
            <div className="min-h-0 flex-1">
              <CodeEditor label="Variables schema" value={fields.schemaText} onChange={(schemaText) => change({ schemaText })} extensions={schemaExt} />
            </div>
          </div>
        )}
      </div>
      {view === 'json' && variables === null && (
        <p role="alert" className="shrink-0 border-t border-red-200 bg-red-50 px-3 py-1 text-xs text-red-800">
          Not valid JSON (an object is expected): the preview waits, and these are not saved.
        </p>
      )}
      {view === 'schema' && schema === 'invalid' && (
        <p role="alert" className="shrink-0 border-t border-red-200 bg-red-50 px-3 py-1 text-xs text-red-800">
          Not a JSON object: the schema is not saved until it is one.
        </p>
      )}
      {naming && (
        <NameDialog
          title={naming === 'new' ? 'New sample' : 'Rename sample'}
          initial={naming === 'rename' ? (choice.name ?? '') : ''}
          taken={names.filter((_, i) => naming === 'new' || i !== choice.active)}
          onSubmit={rename}
          onClose={() => setNaming(null)}
        />
      )}
      {deleting && choice.name !== null && (
        <Dialog
          title="Delete sample"
          open
          danger
          submitLabel="Delete"
          onClose={() => setDeleting(false)}
          onSubmit={() => {
            change({ samples: fields.samples.filter((_, i) => i !== choice.active) });
            choice.choose(-1);
            setDeleting(false);
          }}
        >
          <p className="text-sm text-slate-700">
            Delete the sample <strong>{choice.name}</strong>? It is gone once you save.
          </p>
        </Dialog>
      )}
    </div>
  );
}

function NoSchema({ onInfer, inferring, onWrite }: { onInfer(): void; inferring: boolean; onWrite(): void }) {
  return (
    <div className="space-y-2 p-3 text-sm text-slate-700">
      <p>
        This document has no variables schema yet. With one, the Fields form lets anyone fill in test data without writing JSON, and renders with missing or
        wrong variables are refused before they cost a credit.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={inferring}
          onClick={onInfer}
          className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-700 disabled:bg-indigo-300"
        >
          {inferring ? 'Inferring…' : 'Infer from template'}
        </button>
        <button type="button" onClick={onWrite} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
          Write one
        </button>
      </div>
    </div>
  );
}

function NameDialog({
  title,
  initial,
  taken,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  taken: string[];
  onSubmit(name: string): void;
  onClose(): void;
}) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const clash = taken.includes(trimmed);
  return (
    <Dialog
      title={title}
      open
      submitLabel={title === 'New sample' ? 'Add' : 'Rename'}
      busy={!trimmed || clash}
      onClose={onClose}
      onSubmit={() => onSubmit(trimmed)}
    >
      <TextField label="Sample name" value={name} maxLength={100} autoFocus onChange={(e) => setName(e.target.value)} placeholder="Overdue customer" />
      {clash && <p className="text-xs text-red-700">Another sample has this name.</p>}
      <p className="text-xs text-slate-500">Saved with the document (Save). A new sample starts as a copy of the one shown.</p>
    </Dialog>
  );
}
