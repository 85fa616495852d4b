import { useState } from 'react';
import type { DocumentListItem, Folder } from '../../types';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { FolderField } from '../folders/folder-field';
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
      onSubmit={() => update.mutateAsync({ id: doc.id, patch: { name: name.trim() } }).then(onClose)}
    >
      <TextField label="Document name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
    </Dialog>
  );
}

export function MoveDocumentDialog({ doc, folders, onClose }: { doc: DocumentListItem; folders: Folder[]; onClose(): void }) {
  const update = useUpdateDocument();
  const [folderId, setFolderId] = useState(doc.folderId);
  return (
    <Dialog
      title={`Move “${doc.name}”`}
      open
      onClose={onClose}
      submitLabel="Move"
      onSubmit={() => update.mutateAsync({ id: doc.id, patch: { folderId } }).then(onClose)}
    >
      <FolderField folders={folders} value={folderId} onChange={setFolderId} />
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
      onSubmit={() => remove.mutateAsync(doc.id).then(onClose)}
    >
      <p className="text-sm text-slate-600">The template and its sample variables are deleted for good. PDFs already generated from it stay at their URLs.</p>
    </Dialog>
  );
}
