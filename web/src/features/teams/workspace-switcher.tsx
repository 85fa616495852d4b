import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MenuItem } from '../../ui/menu';
import { ok, quire } from './client';
import { useWorkspaces } from './queries';

/** Account-menu entries: the user's workspaces (the current one marked), switching reloads the data. */
export function WorkspaceSwitcher() {
  const workspaces = useWorkspaces();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  if (!workspaces.data || workspaces.data.length === 0) return null;

  const switchTo = async (workspaceId: number) => {
    try {
      await ok(quire.raw.POST('/v1/auth/workspace', { body: { workspaceId } }));
      // Every page shows the workspace's data: start over from the document list.
      queryClient.clear();
      window.location.assign('/documents');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <div className="border-b border-slate-100 py-1" role="group" aria-label="Workspaces">
      <div className="px-3 py-1 text-xs text-slate-500">Workspace</div>
      {workspaces.data.map((w) => (
        <MenuItem key={w.id} onSelect={() => void (w.current ? undefined : switchTo(w.id))}>
          <span aria-current={w.current ? 'true' : undefined} className={w.current ? 'font-semibold' : ''}>
            {w.current ? '✓ ' : ''}
            {w.name}
          </span>
          <span className="ml-2 text-xs text-slate-500">{w.role}</span>
        </MenuItem>
      ))}
      {error && (
        <div role="alert" className="px-3 py-1 text-xs text-red-700">
          {error}
        </div>
      )}
    </div>
  );
}
