import type { GeneratedFile } from '../../types';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { useDeleteFile } from './queries';

export function DeleteFileDialog({ file, onClose }: { file: GeneratedFile | null; onClose(): void }) {
  const remove = useDeleteFile();
  return (
    <Dialog
      title="Delete this file?"
      open={file !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      danger
      submitLabel="Delete file"
      busy={remove.isPending}
      onSubmit={async () => {
        if (file?.url) await remove.mutateAsync(file.url).then(onClose, () => undefined);
      }}
    >
      {remove.error && <Banner tone="error">{remove.error.message}</Banner>}
      <p className="text-sm text-slate-600">
        The PDF of “{file?.documentName ?? 'a deleted document'}” is removed from storage and its URL stops working for everyone who has it. The document stays;
        generating it again costs one credit. Deleting costs nothing.
      </p>
      <p className="font-mono text-xs break-all text-slate-500">{file?.url}</p>
    </Dialog>
  );
}
