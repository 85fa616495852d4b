import { Link } from 'wouter';
import type { DocumentListItem, Folder } from '../../types';
import { Menu, MenuItem } from '../../ui/menu';
import { usePermissions } from '../teams/can';
import { relativeTime } from './time';

export type RowAction = 'rename' | 'move' | 'archive' | 'restore' | 'delete' | 'duplicate' | 'export';

interface Props {
  documents: DocumentListItem[];
  folders: Folder[];
  archived: boolean;
  onAction(action: RowAction, doc: DocumentListItem): void;
}

const FRAMEWORK_LABEL = { NONE: 'Plain HTML', TAILWIND: 'Tailwind', BOOTSTRAP: 'Bootstrap', UIKIT: 'UIkit' } as const;

export function DocumentList({ documents, folders, archived, onAction }: Props) {
  const canWrite = usePermissions().has('documents:write');
  const folderOf = (id: number | null) => folders.find((f) => f.id === id);
  return (
    <ul aria-label="Documents" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {documents.map((d) => {
        const folder = folderOf(d.folderId);
        return (
          <li key={d.id} className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs hover:border-indigo-300">
            <Link href={`/documents/${d.id}`} className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-indigo-600">
              <div className="flex h-40 items-start justify-center overflow-hidden border-b border-slate-100 bg-slate-100">
                {d.templateError ? (
                  <TemplateErrorMarker message={d.templateError.message} line={d.templateError.line} />
                ) : d.previewUrl ? (
                  <img src={d.previewUrl} alt="" loading="lazy" className={`paper mt-3 shadow ${d.landscape ? 'w-[85%]' : 'w-[55%]'}`} />
                ) : (
                  <div aria-hidden className={`paper mt-3 shadow ${d.landscape ? 'h-28 w-[85%]' : 'h-44 w-[55%]'}`} />
                )}
              </div>
              <div className="px-3 pt-2 pb-8">
                <div className="truncate font-medium text-slate-900">{d.name}</div>
                <div className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-500">
                  <span>{FRAMEWORK_LABEL[d.framework]}</span>
                  <span>
                    {d.format}
                    {d.landscape ? ' landscape' : ''}
                  </span>
                  {folder && (
                    <span>
                      {folder.emoji ?? '📁'} {folder.name}
                    </span>
                  )}
                </div>
              </div>
            </Link>
            <div className="absolute right-1 bottom-1 left-3 flex items-center justify-between">
              <time dateTime={d.updatedAt} title={new Date(d.updatedAt).toLocaleString()} className="text-xs text-slate-500">
                Updated {relativeTime(d.updatedAt)}
              </time>
              {(canWrite || !archived) && (
                <Menu
                  label={`Actions for ${d.name}`}
                  trigger={
                    <span aria-hidden className="px-1 text-lg leading-none">
                      ⋯
                    </span>
                  }
                >
                  {!canWrite ? (
                    // A viewer reads: exporting a copy is all it may do with a document.
                    <MenuItem onSelect={() => onAction('export', d)}>Export</MenuItem>
                  ) : archived ? (
                    <MenuItem onSelect={() => onAction('restore', d)}>Restore</MenuItem>
                  ) : (
                    <>
                      <MenuItem onSelect={() => onAction('rename', d)}>Rename</MenuItem>
                      <MenuItem onSelect={() => onAction('move', d)}>Move to folder</MenuItem>
                      <MenuItem onSelect={() => onAction('duplicate', d)}>Duplicate</MenuItem>
                      <MenuItem onSelect={() => onAction('export', d)}>Export</MenuItem>
                      <MenuItem onSelect={() => onAction('archive', d)}>Archive</MenuItem>
                    </>
                  )}
                  {canWrite && (
                    <MenuItem danger onSelect={() => onAction('delete', d)}>
                      Delete
                    </MenuItem>
                  )}
                </Menu>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * In place of the thumbnail when the saved template does not compile: the old picture would
 * look fine while generate answers 422. The message is the tooltip and the accessible description.
 */
function TemplateErrorMarker({ message, line }: { message: string; line: number | null }) {
  const text = `${line ? `Line ${line}: ` : ''}${message}`;
  return (
    <div
      role="img"
      aria-label={`Template error. ${text}`}
      title={text}
      data-template-error
      className="flex h-full w-full flex-col items-center justify-center gap-1 bg-red-50 px-4 text-center text-red-800"
    >
      <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-red-600 text-lg font-bold text-white">
        !
      </span>
      <span className="text-sm font-medium">Template error</span>
      <span className="line-clamp-2 text-xs">{text}</span>
    </div>
  );
}
