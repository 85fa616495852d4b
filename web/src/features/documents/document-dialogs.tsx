import { useState } from 'react';
import type { DocumentListItem, Folder } from '../../types';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { useDeleteDocument, useUpdateDocument } from './queries';

export function RenameDocumentDialog({ doc, onClose }: { doc: DocumentListItem; onClose(): void }) {
  const update = useUpdateDocument();
  const [name, setName] = useState(doc.name);
  return (
    <Dialog
      title="Rename document"
      open
      onClose={onClose}
      submitLabel="Save"
      busy={update.isPending}
      onSubmit={() => update.mutateAsync({ id: doc.id, patch: { name: name.trim() } }).then(onClose, () => undefined)}
    >
      {update.error && <Banner tone="error">{update.error.message}</Banner>}
      <TextField label="Document name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
    </Dialog>
  );
}

export function MoveDocumentDialog({ doc, folders, onClose }: { doc: DocumentListItem; folders: Folder[]; onClose(): void }) {
  const update = useUpdateDocument();
  const [folderId, setFolderId] = useState(doc.folderId === null ? '' : String(doc.folderId));
  return (
    <Dialog
      title={`Move “${doc.name}”`}
      open
      onClose={onClose}
      submitLabel="Move"
      busy={update.isPending}
      onSubmit={() => update.mutateAsync({ id: doc.id, patch: { folderId: folderId ? Number(folderId) : null } }).then(onClose, () => undefined)}
    >
      {update.error && <Banner tone="error">{update.error.message}</Banner>}
      <SelectField label="Folder" value={folderId} onChange={(e) => setFolderId(e.target.value)}>
        <option value="">No folder</option>
        {folders.map((f) => (
          <option key={f.id} value={f.id}>
            {f.emoji ? `${f.emoji} ` : ''}
            {f.name}
          </option>
        ))}
      </SelectField>
    </Dialog>
  );
}

export function DeleteDocumentDialog({ doc, onClose }: { doc: DocumentListItem; onClose(): void }) {
  const remove = useDeleteDocument();
  return (
    <Dialog
      title={`Delete “${doc.name}”?`}
      open
      onClose={onClose}
      danger
      submitLabel="Delete document"
      busy={remove.isPending}
      onSubmit={() => remove.mutateAsync(doc.id).then(onClose, () => undefined)}
    >
      {remove.error && <Banner tone="error">{remove.error.message}</Banner>}
      <p className="text-sm text-slate-600">The template and its sample variables are deleted for good. PDFs already generated from it stay at their URLs.</p>
    </Dialog>
  );
}
