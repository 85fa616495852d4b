import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Page } from '../ui/page';
import { usePermissions } from '../features/teams/can';
import { ok, quire, ROLES, type Role } from '../features/teams/client';
import { InviteDialog } from '../features/teams/invite-dialog';
import { RemoveMemberDialog, type RemovedMember } from '../features/teams/remove-member-dialog';
import { INVITATIONS_KEY, MEMBERS_KEY, useInvitations, useMembers, useSession } from '../features/teams/queries';
import { RenameWorkspaceDialog } from '../features/teams/rename-workspace-dialog';

/** The current workspace's members and pending invitations; admins and owners manage them. */
export default function MembersPage() {
  const session = useSession();
  const members = useMembers();
  const permissions = usePermissions();
  const manage = permissions.has('members:write');
  const invitations = useInvitations(manage);
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<RemovedMember | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Making an owner takes what only owners have (members:manage-owners; the server checks it).
  const grantable = ROLES.filter((r) => r !== 'owner' || permissions.has('members:manage-owners'));

  const act = async (call: Promise<unknown>, key: string[]) => {
    setError(null);
    try {
      await call;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const changeRole = (userId: number, role: Role) =>
    act(ok(quire.raw.PATCH('/v1/members/{userId}', { params: { path: { userId } }, body: { role } })), MEMBERS_KEY);
  const revoke = (id: number) => act(ok(quire.raw.DELETE('/v1/invitations/{id}', { params: { path: { id } } })), INVITATIONS_KEY);

  return (
    <Page
      title={`Members${session.data ? ` of ${session.data.workspace.name}` : ''}`}
      actions={
        <>
          {permissions.has('workspace:write') && session.data && <Button onClick={() => setRenaming(true)}>Rename workspace</Button>}
          {manage && (
            <Button variant="primary" onClick={() => setInviting(true)}>
              Invite member
            </Button>
          )}
        </>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      <table className="w-full text-left text-sm" aria-label="Members">
        <thead>
          <tr className="border-b text-slate-500">
            <th className="py-2">Email</th>
            <th>Role</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.data?.map((m) => (
            <tr key={m.userId} className="border-b border-slate-100">
              <td className="py-2">
                {m.email}
                {m.userId === session.data?.user.id ? ' (you)' : ''}
              </td>
              <td>
                {manage ? (
                  <select
                    aria-label={`Role of ${m.email}`}
                    value={m.role}
                    className="rounded border border-slate-300 px-2 py-1"
                    onChange={(e) => void changeRole(m.userId, e.target.value as Role)}
                  >
                    {(m.role === 'owner' ? ROLES : grantable).map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                ) : (
                  m.role
                )}
              </td>
              <td className="text-right">
                {manage && m.userId !== session.data?.user.id && (
                  <Button variant="ghost" aria-label={`Remove ${m.email}`} onClick={() => setRemoving(m)}>
                    Remove
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {manage && (
        <section aria-labelledby="pending-title" className="space-y-2">
          <h2 id="pending-title" className="font-semibold">
            Pending invitations
          </h2>
          {invitations.data?.length ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {invitations.data.map((i) => (
                <li key={i.id} className="flex items-center justify-between py-2">
                  <span>
                    {i.email} · {i.role} · until {new Date(i.expiresAt).toLocaleDateString()}
                  </span>
                  <Button variant="ghost" aria-label={`Revoke invitation of ${i.email}`} onClick={() => void revoke(i.id)}>
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No pending invitations.</p>
          )}
        </section>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} roles={grantable} />
      {manage && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
      <RenameWorkspaceDialog workspace={renaming && session.data ? session.data.workspace : null} onClose={() => setRenaming(false)} />
    </Page>
  );
}
