import type { GeneratedFile } from '../../types';
import { relativeTime } from '../documents/time';
import { fileSize, plural } from '../usage/format';
import { When } from '../usage/when';
import { Button } from '../../ui/button';
import { Can } from '../teams/can';
import { CopyButton } from '../../ui/copy-button';
import { expiresIn } from './expiry';
import { type Column, DataTable } from '../../ui/data-table';

/** Generated PDFs: document, size, pages, when; open, copy the URL, delete. Deleted ones stay, marked. */
export function FileList({ files, onDelete }: { files: GeneratedFile[]; onDelete(f: GeneratedFile): void }) {
  return (
    <>
      <FileCards files={files} onDelete={onDelete} />
      <DataTable
        label="Generated files"
        className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white text-slate-900 md:block"
        columns={columns(onDelete)}
        rows={files}
        rowKey={(f) => f.id}
        rowProps={(f) => ({ 'data-status': f.status })}
        rowClassName={(f) => (f.status !== 'succeeded' ? 'text-slate-400' : '')}
      />
    </>
  );
}

/** The wide table's columns: document (the row header), size, pages, when, and the actions. */
function columns(onDelete: (f: GeneratedFile) => void): Column<GeneratedFile>[] {
  return [
    {
      header: 'Document',
      rowHeader: true,
      cell: (f) => (
        <>
          <span className={f.documentName ? '' : 'italic'}>{f.documentName ?? 'Deleted document'}</span>
          {f.filename && <span className="block text-xs font-normal break-all text-slate-600">{f.filename}</span>}
          {f.status === 'deleted' && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
              Deleted {f.deletedAt ? relativeTime(f.deletedAt) : ''}
            </span>
          )}
          <FileBadges file={f} />
        </>
      ),
    },
    { header: 'Size', align: 'right', className: 'tabular-nums', cell: (f) => fileSize(f.bytes) },
    { header: 'Pages', align: 'right', className: 'tabular-nums', cell: (f) => f.pages ?? '—' },
    {
      header: 'Generated',
      className: 'whitespace-nowrap',
      cell: (f) => (
        <>
          <When at={f.createdAt} />
          {f.durationMs !== null && <span className="block text-xs text-slate-500">in {plural(f.durationMs, 'ms', 'ms')}</span>}
        </>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (f) =>
        f.url && (
          <div className="flex justify-end gap-1">
            <FileActions file={f} url={f.url} onDelete={onDelete} />
          </div>
        ),
    },
  ];
}

/** Open, copy the URL, delete: the same in the table and on a card. */
function FileActions({ file: f, url, onDelete }: { file: GeneratedFile; url: string; onDelete(f: GeneratedFile): void }) {
  return (
    <>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        aria-label={`Open ${f.documentName ?? 'Deleted document'} PDF`}
        className="inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50"
      >
        Open
      </a>
      <CopyButton text={url} label="Copy URL" />
      <Can permission="files:delete">
        <Button variant="ghost" className="text-red-700!" onClick={() => onDelete(f)}>
          Delete file
        </Button>
      </Can>
    </>
  );
}

/** Phones and narrow windows: one card per file. */
function FileCards({ files, onDelete }: { files: GeneratedFile[]; onDelete(f: GeneratedFile): void }) {
  return (
    <ul aria-label="Generated files" className="space-y-2 md:hidden">
      {files.map((f) => {
        const name = f.documentName ?? 'Deleted document';
        return (
          <li
            key={f.id}
            data-status={f.status}
            className={`rounded-lg border border-slate-200 bg-white p-3 text-sm ${f.status !== 'succeeded' ? 'text-slate-400' : 'text-slate-900'}`}
          >
            <div className="flex items-baseline gap-2">
              <span className={`min-w-0 flex-1 truncate font-medium ${f.documentName ? '' : 'italic'}`}>
                {name}
                {f.filename && <span className="block truncate text-xs font-normal text-slate-600">{f.filename}</span>}
              </span>
              <When at={f.createdAt} className="shrink-0 text-xs text-slate-500" />
            </div>
            <div className="mt-0.5 text-xs text-slate-500">
              {fileSize(f.bytes)} · {f.pages === null ? '—' : plural(f.pages, 'page')}
              {f.status === 'deleted' && <> · Deleted {f.deletedAt ? relativeTime(f.deletedAt) : ''}</>}
            </div>
            <div className="mt-1 flex flex-wrap gap-1">
              <FileBadges file={f} />
            </div>
            {f.url && (
              <div className="mt-2 flex flex-wrap gap-1">
                <FileActions file={f} url={f.url} onDelete={onDelete} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const badge = 'ml-2 inline-block rounded px-1.5 py-0.5 text-xs font-normal';

/** What else a person should know of a file: a test render, when retention deletes it (or did), a private or unstored file. */
function FileBadges({ file: f }: { file: GeneratedFile }) {
  return (
    <>
      {f.test && <span className={`${badge} bg-amber-100 text-amber-900`}>Test</span>}
      {f.status === 'expired' && <span className={`${badge} bg-slate-100 text-slate-600`}>Expired {f.deletedAt ? relativeTime(f.deletedAt) : ''}</span>}
      {f.status === 'succeeded' && f.expiresAt && (
        <span className={`${badge} bg-sky-50 text-sky-900`}>
          Expires <When at={f.expiresAt}>{expiresIn(f.expiresAt)}</When>
        </span>
      )}
      {f.access === 'signed' && f.status === 'succeeded' && <span className={`${badge} bg-slate-100 text-slate-700`}>Signed links only</span>}
      {f.delivery === 'inline' && <span className={`${badge} bg-slate-100 text-slate-700`}>Answered inline, not stored</span>}
      {f.delivery === 'upload' && <span className={`${badge} bg-slate-100 text-slate-700`}>Uploaded to your storage</span>}
    </>
  );
}
