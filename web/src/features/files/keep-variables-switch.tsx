import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok, quire } from '../teams/client';
import { usePermissions } from '../teams/can';
import { useSession, useWorkspaces, WORKSPACES_KEY } from '../teams/queries';

/**
 * The workspace's keepVariables (issue 41), through PATCH /v1/workspaces/{id} like any client.
 * Members who may not change it (editors, viewers) see it, disabled, so they know what is kept.
 */
export function KeepVariablesSwitch() {
  const session = useSession();
  const permissions = usePermissions();
  const workspaces = useWorkspaces();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The choice shows at once (and the switch stays put) while it is saved; the server's answer then rules.
  const [pending, setPending] = useState<boolean | null>(null);
  const current = workspaces.data?.find((w) => w.current);
  if (!session.data || !current) return null;
  const manage = permissions.has('workspace:write');

  const keep = pending ?? current.keepVariables;

  const change = async (keepVariables: boolean) => {
    setError(null);
    setPending(keepVariables);
    try {
      await ok(quire.raw.PATCH('/v1/workspaces/{id}', { params: { path: { id: current.id } }, body: { keepVariables } }));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
    await queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY });
    setPending(null);
  };

  return (
    <div className="text-sm text-slate-700">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={keep}
          disabled={!manage || pending !== null}
          onChange={(e) => void change(e.target.checked)}
          className="h-4 w-4 accent-indigo-600"
        />
        Keep batch variables
      </label>
      <p className="text-xs text-slate-500">
        {keep
          ? "Each batch item's variables are kept until its file expires or is deleted."
          : 'No variables are kept after a render. Single renders never keep theirs.'}
        {!manage && ' Admins and owners change this.'}
      </p>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
