import { useState, type FormEvent } from 'react';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { ok, quire } from '../features/teams/client';

/** /invitation#token=…: the token stays in the fragment (never sent in a request line or logged). */
export default function AcceptInvitationPage() {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
        <h1 id="accept-title" className="text-lg font-semibold">
          Join a workspace
        </h1>
        <p className="text-sm text-slate-600">New to Quire? Choose a password. Already have an account? Enter your password.</p>
        {!token && <Banner tone="error">This link has no invitation token.</Banner>}
        {error && <Banner tone="error">{error}</Banner>}
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="primary" className="w-full" disabled={busy || !token}>
          Accept invitation
        </Button>
      </form>
    </main>
  );
}
