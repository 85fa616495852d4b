import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DocumentListItem } from '../types';
import { DeleteDocumentDialog, MoveDocumentDialog, RenameDocumentDialog } from '../features/documents/document-dialogs';
import { NewDocumentDialog } from '../features/blocks/new-document-dialog';
import { StarterGallery } from '../features/blocks/starter-gallery';
import { KindFilterSelect, matchesKind, type KindFilter } from '../features/blocks/kind-filter';
import { DocumentList, type RowAction } from '../features/documents/document-list';
import { useDocuments, useUpdateDocument } from '../features/documents/queries';
import { DeleteFolderDialog, FolderDialog } from '../features/folders/folder-dialogs';
import { FolderSidebar, parseView, viewParam, type View } from '../features/folders/folder-sidebar';
import { useFolders } from '../features/folders/queries';
import { ImportDocumentButton, useDocumentTransfer } from '../features/versions/document-transfer';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { EmptyState as Empty, Page } from '../ui/page';
import { Spinner } from '../ui/spinner';
import { Can } from '../features/teams/can';

type Open =
  | null
  | 'new-document'
  | { starter: string; locale: string }
  | 'new-folder'
  | 'rename-folder'
  | 'delete-folder'
  | { action: Exclude<RowAction, 'archive' | 'restore' | 'duplicate' | 'export'>; doc: DocumentListItem };

export function DocumentsPage() {
  const [, navigate] = useLocation();
  const view = parseView(new URLSearchParams(useSearch()).get('view'));
  const select = (v: View) => navigate(v.kind === 'all' ? '/documents' : `/documents?view=${viewParam(v)}`);
  const folders = useFolders();
  const folder = view.kind === 'folder' ? folders.data?.find((f) => f.id === view.id) : undefined;
  const documents = useDocuments(
    view.kind === 'archived' ? { archived: true } : view.kind === 'root' ? { folderId: 'root' } : view.kind === 'folder' ? { folderId: view.id } : {},
  );
  const update = useUpdateDocument();
  const [filter, setFilter] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const list = (documents.data ?? []).filter((d) => matchesKind(d, kind));
    return needle ? list.filter((d) => d.name.toLocaleLowerCase().includes(needle)) : list;
  }, [documents.data, filter, kind]);

  const transfer = useDocumentTransfer();
  const [transferError, setTransferError] = useState<string | null>(null);
  const onAction = (action: RowAction, doc: DocumentListItem) => {
    if (action === 'duplicate' || action === 'export') {
      setTransferError(null);
      const run = action === 'duplicate' ? transfer.duplicate(doc.id) : transfer.exportToFile(doc.id, doc.name);
      run.catch((err: unknown) => setTransferError(err instanceof Error ? err.message : String(err)));
    } else if (action === 'archive' || action === 'restore') update.mutate({ id: doc.id, patch: { archived: action === 'archive' } });
    else setOpen({ action, doc });
  };

  const title =
    view.kind === 'all'
      ? 'All documents'
      : view.kind === 'root'
        ? 'No folder'
        : view.kind === 'archived'
          ? 'Archived'
          : folder
            ? `${folder.emoji ?? '📁'} ${folder.name}`
            : 'Folder';

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      <FolderSidebar folders={folders.data ?? []} view={view} onSelect={select} onNewFolder={() => setOpen('new-folder')} />
      <section aria-labelledby="documents-title" className="min-w-0 flex-1">
        <Page
          titleId="documents-title"
          title={title}
          actions={
            <>
              {folder && (
                <>
                  <Button variant="ghost" onClick={() => setOpen('rename-folder')}>
                    Rename folder
                  </Button>
                  <Button variant="ghost" className="text-red-700!" onClick={() => setOpen('delete-folder')}>
                    Delete folder
                  </Button>
                </>
              )}
              {view.kind !== 'archived' && (
                <Can permission="documents:write">
                  <ImportDocumentButton onImported={(id) => navigate(`/documents/${id}`)} />
                </Can>
              )}
              {view.kind !== 'archived' && (
                <Can permission="documents:write">
                  <Button variant="primary" onClick={() => setOpen('new-document')}>
                    New document
                  </Button>
                </Can>
              )}
            </>
          }
        >
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="filter" className="sr-only">
              Filter by name
            </label>
            <input
              id="filter"
              type="search"
              placeholder="Filter by name"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className="w-full max-w-xs rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
            />
            <KindFilterSelect value={kind} onChange={setKind} />
          </div>
          {update.error && <Banner tone="error">{update.error.message}</Banner>}
          {transferError && <Banner tone="error">{transferError}</Banner>}
          {documents.isPending ? (
            <Spinner label="Loading documents" />
          ) : documents.isError ? (
            <Banner tone="error">{documents.error.message}</Banner>
          ) : shown.length > 0 ? (
            <DocumentList documents={shown} folders={folders.data ?? []} archived={view.kind === 'archived'} onAction={onAction} />
          ) : (
            <>
              <EmptyState view={view} filtered={filter.trim() !== '' || kind !== 'all'} onNew={() => setOpen('new-document')} />
              {view.kind === 'all' && filter.trim() === '' && kind === 'all' && <StarterGallery onPick={(starter, locale) => setOpen({ starter, locale })} />}
            </>
          )}
        </Page>
      </section>

      {(open === 'new-document' || (typeof open === 'object' && open !== null && 'starter' in open)) && (
        <NewDocumentDialog
          open
          folderId={view.kind === 'folder' ? view.id : null}
          initialStarter={typeof open === 'object' && open !== null && 'starter' in open ? open.starter : null}
          initialLocale={typeof open === 'object' && open !== null && 'locale' in open ? open.locale : null}
          onClose={close}
          onCreated={(id) => navigate(`/documents/${id}`)}
        />
      )}
      {open === 'new-folder' && <FolderDialog open onClose={close} onSaved={(f) => select({ kind: 'folder', id: f.id })} />}
      {open === 'rename-folder' && folder && <FolderDialog open folder={folder} onClose={close} />}
      {open === 'delete-folder' && folder && <DeleteFolderDialog open folder={folder} onClose={close} onDeleted={() => select({ kind: 'root' })} />}
      {typeof open === 'object' && open !== null && 'action' in open && open.action === 'rename' && <RenameDocumentDialog doc={open.doc} onClose={close} />}
      {typeof open === 'object' && open !== null && 'action' in open && open.action === 'move' && (
        <MoveDocumentDialog doc={open.doc} folders={folders.data ?? []} onClose={close} />
      )}
      {typeof open === 'object' && open !== null && 'action' in open && open.action === 'delete' && <DeleteDocumentDialog doc={open.doc} onClose={close} />}
    </div>
  );
}

function EmptyState({ view, filtered, onNew }: { view: View; filtered: boolean; onNew(): void }) {
  const [heading, text] = filtered
    ? ['No document matches', 'Try another name, or clear the filter.']
    : view.kind === 'archived'
      ? ['Nothing archived', 'Archived documents are kept here, out of your lists, until you restore or delete them.']
      : view.kind === 'folder'
        ? ['This folder is empty', 'Create a document here, or move one in with its “Move to folder” action.']
        : ['No documents yet', 'A document is a Handlebars HTML template. Create one, write it with a live preview, then generate PDFs from your code.'];
  return (
    <Empty
      title={heading}
      action={
        !filtered &&
        view.kind !== 'archived' && (
          <Button variant="primary" onClick={onNew}>
            Create a document
          </Button>
        )
      }
    >
      {text}
    </Empty>
  );
}
