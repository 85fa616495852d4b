import { useState } from 'react';
import type { GeneratedFile } from '../api';
import { DeleteFileDialog } from '../features/files/delete-file-dialog';
import { FileList } from '../features/files/file-list';
import { useGeneratedFiles } from '../features/files/queries';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export default function FilesPage() {
  const files = useGeneratedFiles();
  const [deleting, setDeleting] = useState<GeneratedFile | null>(null);
  const list = files.data?.pages.flatMap((p) => p.generations) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold">Generated files</h1>
      <p className="text-sm text-slate-600">Every PDF stays at its public URL until you delete it here (or with <code>DELETE /v1/generations/file</code>).</p>
      {files.error && <Banner tone="error">{files.error.message}</Banner>}
      {files.isPending && <Spinner label="Loading files" />}
      {files.data && list.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">No generated files yet.</p>}
      {list.length > 0 && <FileList files={list} onDelete={setDeleting} />}
      {files.hasNextPage && (
        <div className="text-center">
          <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>{files.isFetchingNextPage ? 'Loading…' : 'Load more'}</Button>
        </div>
      )}
      <DeleteFileDialog file={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
