import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { ok, quire } from './client';
import { SESSION_KEY, WORKSPACES_KEY } from './queries';

/** Admins and owners name the workspace (PATCH /v1/workspaces/{id}); the switcher and Members page show it. */
export function RenameWorkspaceDialog({ workspace, onClose }: { workspace: { id: number; name: string } | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState<string | null>(null);
  const value = name ?? workspace?.name ?? '';

  const close = () => {
    setName(null);
    onClose();
  };
  const submit = async () => {
    if (!workspace) return;
    await ok(quire.raw.PATCH('/v1/workspaces/{id}', { params: { path: { id: workspace.id } }, body: { name: value.trim() } }));
    await Promise.all([queryClient.invalidateQueries({ queryKey: SESSION_KEY }), queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY })]);
    close();
  };

  return (
    <Dialog title="Rename workspace" open={workspace !== null} onClose={close} onSubmit={submit} submitLabel="Save name">
      <TextField label="Workspace name" required maxLength={100} value={value} onChange={(e) => setName(e.target.value)} />
      <p className="text-sm text-slate-600">Every member sees this name in the account menu, and invitations name it.</p>
    </Dialog>
  );
}
