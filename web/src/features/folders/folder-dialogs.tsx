import { useState } from 'react';
import type { Folder } from '../../types';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { useCreateFolder, useDeleteFolder, useUpdateFolder } from './queries';

/** New folder (no `folder`) or rename one: name and emoji. */
export function FolderDialog({ folder, open, onClose, onSaved }: { folder?: Folder; open: boolean; onClose(): void; onSaved?(f: Folder): void }) {
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const [name, setName] = useState(folder?.name ?? '');
  const [emoji, setEmoji] = useState(folder?.emoji ?? '');

  const submit = async () => {
    const input = { name: name.trim(), emoji: emoji.trim() || null };
    const saved = folder ? await update.mutateAsync({ id: folder.id, patch: input }) : await create.mutateAsync(input);
    onSaved?.(saved as Folder);
    onClose();
  };

  return (
    <Dialog title={folder ? 'Rename folder' : 'New folder'} open={open} onClose={onClose} onSubmit={submit} submitLabel={folder ? 'Save' : 'Create folder'}>
      <TextField label="Folder name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <TextField label="Emoji" value={emoji} onChange={(e) => setEmoji(e.target.value)} placeholder="📁" className="w-28" />
    </Dialog>
  );
}

export function DeleteFolderDialog({ folder, open, onClose, onDeleted }: { folder: Folder; open: boolean; onClose(): void; onDeleted(): void }) {
  const remove = useDeleteFolder();
  return (
    <Dialog
      title={`Delete folder “${folder.name}”?`}
      open={open}
      onClose={onClose}
      danger
      submitLabel="Delete folder"
      onSubmit={async () => {
        await remove.mutateAsync(folder.id);
        onDeleted();
        onClose();
      }}
    >
      <p className="text-sm text-slate-600">
        Its {folder.documentsCount === 1 ? 'document moves' : `${folder.documentsCount} documents move`} to “No folder”. No document is deleted.
      </p>
    </Dialog>
  );
}
