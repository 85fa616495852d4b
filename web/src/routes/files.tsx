import { useState } from 'react';
import type { GeneratedFile } from '../types';
import { DeleteFileDialog } from '../features/files/delete-file-dialog';
import { FileList } from '../features/files/file-list';
import { KeepVariablesSwitch } from '../features/files/keep-variables-switch';
import { useGeneratedFiles } from '../features/files/queries';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { EmptyState, Page } from '../ui/page';
import { Spinner } from '../ui/spinner';

export default function FilesPage() {
  const files = useGeneratedFiles();
  const [deleting, setDeleting] = useState<GeneratedFile | null>(null);
  const list = files.data?.pages.flatMap((p) => p.generations) ?? [];

  return (
    <Page
      title="Generated files"
      intro={
        <>
          A PDF stays at its URL until you delete it here (or with <code>DELETE /v1/generations/file</code>), or until it expires when its document, API key or
          request set a retention (its expiry is shown below). A signed file has no public URL: only expiring links open it. Inline and uploaded PDFs were never
          stored here.
        </>
      }
      actions={<KeepVariablesSwitch />}
    >
      {files.error && <Banner tone="error">{files.error.message}</Banner>}
      {files.isPending && <Spinner label="Loading files" />}
      {files.data && list.length === 0 && (
        <EmptyState title="No generated files yet">
          Generate a PDF from a document (its Generate PDF button, or POST /v1/generate) and it is listed here.
        </EmptyState>
      )}
      {list.length > 0 && <FileList files={list} onDelete={setDeleting} />}
      {files.hasNextPage && (
        <div className="text-center">
          <Button onClick={() => void files.fetchNextPage()} disabled={files.isFetchingNextPage}>
            {files.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
      <DeleteFileDialog file={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
