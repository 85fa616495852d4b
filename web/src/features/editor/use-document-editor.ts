import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api, idParam, ok } from '../../quire';
import type { Document, DocumentPatch, Proposal } from '../../types';
import { changesOf, fieldsOf, isDirty, type Fields, type Saved } from './draft';
import { documentKey, useDocument } from './queries';

const savedOf = (doc: Document): Saved => ({ doc, folderId: doc.folderId ?? null });
const getDocument = (id: number) => ok(api.GET('/v1/documents/{id}', idParam(id)));
const updateDocument = (id: number, patch: DocumentPatch) => ok(api.PATCH('/v1/documents/{id}', { ...idParam(id), body: patch }));

/**
 * The editor's state and its conversation with the API: the fields being edited, the saved
 * version, Save (Ctrl/Cmd+S), and noticing a save made elsewhere (another tab, the API) from
 * the document's own updatedAt (GET /v1/documents/{id}, polled gently).
 */
export function useDocumentEditor(initial: Document) {
  const qc = useQueryClient();
  const id = initial.id;
  const latest = useDocument(id, { poll: true }).data ?? initial;
  const [saved, setSaved] = useState<Saved>(() => savedOf(initial));
  // The updatedAt of the version `saved` holds: a newer one on the server means a save elsewhere.
  const [baseline, setBaseline] = useState(initial.updatedAt);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(savedOf(initial)));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Set when our save replaced a version saved elsewhere after we loaded ours. */
  const [overwrote, setOverwrote] = useState(false);

  const dirty = isDirty(saved, fields);
  const change = useCallback((patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch })), []);
  const fresh = useCallback(() => qc.fetchQuery({ queryKey: documentKey(id), queryFn: () => getDocument(id), staleTime: 0 }), [qc, id]);

  const changedElsewhere = latest.updatedAt > baseline;
  const adoptServerVersion = useCallback(async () => {
    const next = savedOf(await fresh());
    setSaved(next);
    setFields(fieldsOf(next));
    setBaseline(next.doc.updatedAt);
  }, [fresh]);
  useEffect(() => {
    if (changedElsewhere && !dirty) void adoptServerVersion();
  }, [changedElsewhere, dirty, adoptServerVersion]);

  // `next`: fields just set and not yet rendered (an applied proposal), saved at once.
  const save = useCallback(
    async (next?: Fields): Promise<boolean> => {
      const { patch, variablesInvalid, schemaInvalid } = changesOf(saved, next ?? fields);
      setSaveError(
        [
          variablesInvalid && 'The sample variables are not valid JSON, so they were not saved.',
          schemaInvalid && 'The variables schema is not a JSON object, so it was not saved.',
        ]
          .filter(Boolean)
          .join(' ') || null,
      );
      if (Object.keys(patch).length === 0) return !variablesInvalid && !schemaInvalid;
      setSaving(true);
      try {
        // The later save wins; the person is told when it replaced someone else's.
        const before = await fresh().catch(() => null);
        const doc = await updateDocument(id, patch);
        setOverwrote(!!before && before.updatedAt > baseline);
        setSaved(savedOf(doc));
        setBaseline(doc.updatedAt);
        qc.setQueryData(documentKey(id), doc);
        void qc.invalidateQueries({ queryKey: ['documents'] });
        void qc.invalidateQueries({ queryKey: ['folders'] });
        return !variablesInvalid && !schemaInvalid;
      } catch (err) {
        setSaveError(err instanceof Error ? err.message : String(err)); // the edits stay
        return false;
      } finally {
        setSaving(false);
      }
    },
    [saved, fields, qc, id, baseline, fresh],
  );

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

  // The assistant's proposal lands in the editors and is saved like an edit; the preview follows.
  const applyProposal = useCallback(
    async (p: Proposal) => {
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
    },
    [fields, save],
  );

  return {
    saved,
    fields,
    change,
    dirty,
    saving,
    saveError,
    save,
    applyProposal,
    changedElsewhere,
    baseline,
    loadTheirs: () => void adoptServerVersion(),
    overwrote,
    dismissOverwrote: () => setOverwrote(false),
  };
}
