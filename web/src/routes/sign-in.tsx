import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError, signIn, signInOptions } from '../api';
import { ME_KEY } from '../features/auth/require-session';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { SsoButton } from '../features/teams/sso-button';

/** Only paths on this site: `next` comes from the address bar. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/documents';
}

export function SignInPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  const options = useQuery({ queryKey: ['auth-options'], queryFn: signInOptions, staleTime: Infinity });

  useEffect(() => {
    if (waitUntil <= now) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [waitUntil, now]);
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      queryClient.removeQueries({ queryKey: ME_KEY });
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'RATE_LIMIT_EXCEEDED') {
        const seconds = err.retryAfter ?? 60;
        setWaitUntil(Date.now() + seconds * 1000);
        setNow(Date.now());
      }
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
        <form onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="sign-in-title">
          <h1 id="sign-in-title" className="text-lg font-semibold">Sign in</h1>
          {error && (
            <Banner tone="error">
              {waitSeconds > 0 ? <>Too many attempts. Wait {waitSeconds} s before trying again. <span className="block text-xs opacity-80">{error}</span></> : error}
            </Banner>
          )}
          <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" variant="primary" className="w-full" disabled={busy || waitSeconds > 0}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <SsoButton />
        {options.data?.signup ? (
          <p className="mt-4 text-center text-sm text-slate-600">
            No account? <Link href={`/sign-up${search ? '?' + search : ''}`} className="font-medium text-indigo-700 underline">Create an account</Link>
          </p>
        ) : (
        <p className="mt-4 text-center text-sm text-slate-600">
          No account? An operator creates one with
          <code className="mt-1 block rounded bg-slate-200 px-2 py-1 text-xs break-words">quire accounts create --email you@example.com --password …</code>
        </p>
        )}
      </div>
    </main>
  );
}
