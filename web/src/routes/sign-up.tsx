import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signIn, signUp } from '../api';
import { ME_KEY } from '../features/auth/require-session';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { safeNext } from './sign-in';

/** Self-service sign-up (SIGNUP_ENABLED): creates the account, then signs in. */
export function SignUpPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signUp(email, password);
      await signIn(email, password);
      queryClient.removeQueries({ queryKey: ME_KEY });
      navigate(safeNext(new URLSearchParams(search).get('next')), { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-xl font-semibold">Quire</span>
        </div>
        <form onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="sign-up-title">
          <h1 id="sign-up-title" className="text-lg font-semibold">Create an account</h1>
          {error && <Banner tone="error">{error}</Banner>}
          <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Password" type="password" name="password" autoComplete="new-password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
          <p className="text-xs text-slate-500">At least 8 characters.</p>
          <Button type="submit" variant="primary" className="w-full" disabled={busy}>{busy ? 'Creating…' : 'Create account'}</Button>
        </form>
        <p className="mt-4 text-center text-sm text-slate-600">
          Have an account? <Link href={`/sign-in${search ? '?' + search : ''}`} className="font-medium text-indigo-700 underline">Sign in</Link>
        </p>
      </div>
    </main>
  );
}
