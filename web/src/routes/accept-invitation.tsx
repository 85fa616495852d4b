import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { ok, quire } from '../features/teams/client';

/**
 * /invitation#token=…: the token stays in the fragment (never sent in a request line or logged).
 * Before accepting, the page says which workspace, which role and which email the invitation is
 * for (POST /v1/invitations/lookup, the token in the body), so nobody joins the wrong place.
 */
export default function AcceptInvitationPage() {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    queryFn: () => ok(quire.raw.POST('/v1/invitations/lookup', { body: { token } })),
  });
  const inv = invitation.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await ok(quire.raw.POST('/v1/invitations/accept', { body: { token, ...(password ? { password } : {}) } }));
      window.location.assign('/documents');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="accept-title">
        <h1 id="accept-title" className="text-lg font-semibold break-words">
          {inv ? `Join ${inv.workspace.name}` : 'Join a workspace'}
        </h1>
        {!token && <Banner tone="error">This link has no invitation token.</Banner>}
        {invitation.isPending && token && <Spinner label="Loading the invitation" />}
        {invitation.error && <Banner tone="error">{invitation.error.message}</Banner>}
        {inv && (
          <dl aria-label="Invitation" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 text-sm">
            <dt className="text-slate-500">Workspace</dt>
            <dd className="min-w-0 font-medium break-words">{inv.workspace.name}</dd>
            <dt className="text-slate-500">Role</dt>
            <dd className="font-medium">{inv.role}</dd>
            <dt className="text-slate-500">Sent to</dt>
            <dd className="min-w-0 font-medium break-all">{inv.email}</dd>
            {inv.invitedBy && (
              <>
                <dt className="text-slate-500">Invited by</dt>
                <dd className="min-w-0 break-all">{inv.invitedBy.email}</dd>
              </>
            )}
          </dl>
        )}
        {inv && (
          <p className="text-sm text-slate-600">
            {inv.existingUser
              ? `${inv.email} already has a Quire account: enter its password to join.`
              : `Choose a password for ${inv.email} (at least 8 characters): you sign in with this email and it from now on.`}
          </p>
        )}
        {error && <Banner tone="error">{error}</Banner>}
        {(inv || (!invitation.isPending && !invitation.error)) && (
          <TextField
            label={inv && !inv.existingUser ? 'Choose a password' : 'Password'}
            type="password"
            autoComplete={inv && !inv.existingUser ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <Button type="submit" variant="primary" className="w-full" disabled={busy || !inv}>
          Accept invitation
        </Button>
      </form>
    </main>
  );
}
