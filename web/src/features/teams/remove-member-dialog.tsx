import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { useApiKeys } from '../keys/queries';
import { ok, quire } from './client';
import { MEMBERS_KEY } from './queries';

export interface RemovedMember {
  userId: number;
  email: string;
}

/**
 * Removing a member ends their sessions here; the API keys they created would keep working (a
 * program may depend on one), so the dialog lists them and offers to revoke them with the removal.
 */
export function RemoveMemberDialog({ member, onClose }: { member: RemovedMember | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const theirs = (keys.data ?? []).filter((k) => k.createdBy?.id === member?.userId);
  const [revokeKeys, setRevokeKeys] = useState(true);
  // The next member's dialog starts ticked again.
  const close = () => {
    setRevokeKeys(true);
    onClose();
  };

  const submit = async () => {
    if (!member) return;
    const revoke = revokeKeys && theirs.length > 0;
    await ok(quire.raw.DELETE('/v1/members/{userId}', { params: { path: { userId: member.userId }, query: revoke ? { revokeKeys: 'true' } : {} } }));
    await Promise.all([queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }), queryClient.invalidateQueries({ queryKey: ['api-keys'] })]);
    close();
  };

  return (
    <Dialog title={`Remove ${member?.email ?? ''}?`} open={member !== null} onClose={close} onSubmit={submit} submitLabel="Remove member" danger>
      <p className="text-sm text-slate-600">They lose access to this workspace at once: their sessions here end.</p>
      {theirs.length > 0 ? (
        <div className="space-y-2 text-sm">
          <p className="text-slate-600">
            {theirs.length === 1 ? 'They created 1 API key' : `They created ${theirs.length} API keys`}, which keep working after the removal unless revoked:
          </p>
          <ul aria-label="Their API keys" className="list-disc space-y-0.5 pl-5">
            {theirs.map((k) => (
              <li key={k.id}>
                {k.name}{' '}
                <code className="text-xs text-slate-500">
                  {k.prefix}…{k.lastFour}
                </code>
              </li>
            ))}
          </ul>
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" checked={revokeKeys} onChange={(e) => setRevokeKeys(e.target.checked)} className="h-4 w-4 accent-red-600" />
            Also revoke {theirs.length === 1 ? 'this key' : `these ${theirs.length} keys`} (programs using them get 401)
          </label>
        </div>
      ) : (
        <p className="text-sm text-slate-500">They created no API keys in this workspace.</p>
      )}
    </Dialog>
  );
}
