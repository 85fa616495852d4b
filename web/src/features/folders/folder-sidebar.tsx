import type { ReactNode } from 'react';
import type { Folder } from '../../types';
import { Button } from '../../ui/button';
import { Can } from '../teams/can';

/** What the documents page shows: everything, no folder (the API's `root`), one folder, or the archive. */
export type View = { kind: 'all' } | { kind: 'root' } | { kind: 'archived' } | { kind: 'folder'; id: number };

export const viewParam = (v: View) => (v.kind === 'folder' ? String(v.id) : v.kind);
export function parseView(value: string | null): View {
  if (value === 'root' || value === 'archived') return { kind: value };
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? { kind: 'folder', id } : { kind: 'all' };
}

interface Props {
  folders: Folder[];
  view: View;
  onSelect(v: View): void;
  onNewFolder(): void;
}

/** On a phone the folders wrap in rows above the documents (none is cut off); on a laptop they are a column. */
export function FolderSidebar({ folders, view, onSelect, onNewFolder }: Props) {
  const item = (v: View, label: ReactNode, count?: number, key?: string) => {
    const active = viewParam(v) === viewParam(view);
    return (
      <li key={key ?? viewParam(v)} className="max-w-full min-w-0">
        <button
          type="button"
          aria-current={active ? 'page' : undefined}
          onClick={() => onSelect(v)}
          className={`flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm whitespace-nowrap ${active ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <span className="min-w-0 flex-1 truncate">{label}</span>
          {count !== undefined && (
            <span className="text-xs text-slate-500" aria-label={`${count} documents`}>
              {count}
            </span>
          )}
        </button>
      </li>
    );
  };

  return (
    <aside className="border-b border-slate-200 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0">
      <nav aria-label="Folders" className="flex flex-wrap items-center gap-1 p-2 md:block md:space-y-3 md:p-3">
        <ul className="flex max-w-full flex-wrap gap-1 md:block md:space-y-0.5">
          {item({ kind: 'all' }, 'All documents')}
          {item({ kind: 'root' }, 'No folder')}
        </ul>
        <div className="hidden px-2.5 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:block">Folders</div>
        <ul className="flex max-w-full flex-wrap gap-1 md:block md:space-y-0.5">
          {folders.map((f) =>
            item(
              { kind: 'folder', id: f.id },
              <>
                <span aria-hidden={!f.emoji}>{f.emoji ?? '📁'}</span> {f.name}
              </>,
              f.documentsCount,
              `f${f.id}`,
            ),
          )}
        </ul>
        <Can permission="documents:write">
          <div className="shrink-0 md:px-1">
            <Button variant="ghost" onClick={onNewFolder} className="text-indigo-700">
              <span aria-hidden>+</span> New folder
            </Button>
          </div>
        </Can>
        <ul className="flex max-w-full flex-wrap gap-1 md:block md:border-t md:border-slate-100 md:pt-2">{item({ kind: 'archived' }, 'Archived')}</ul>
      </nav>
    </aside>
  );
}
