import type { GeneratedFile } from '../../types';
import { Dialog } from '../../ui/dialog';
import { useDeleteFile } from './queries';

export function DeleteFileDialog({ file, onClose }: { file: GeneratedFile | null; onClose(): void }) {
  const remove = useDeleteFile();
  return (
    <Dialog
      title="Delete this file?"
      open={file !== null}
      onClose={onClose}
      danger
      submitLabel="Delete file"
      onSubmit={async () => {
        if (file?.url) await remove.mutateAsync(file.url).then(onClose);
      }}
    >
      <p className="text-sm text-slate-600">
        The PDF of “{file?.documentName ?? 'a deleted document'}” is removed from storage and its URL stops working for everyone who has it. The document stays;
        generating it again costs one credit. Deleting costs nothing.
      </p>
      <p className="font-mono text-xs break-all text-slate-500">{file?.url}</p>
    </Dialog>
  );
}
