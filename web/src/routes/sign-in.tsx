import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signIn, signInOptions } from '../features/auth/session-calls';
import { QuireError } from '../quire';
import { AuthCard, CredentialFields } from '../features/auth/auth-card';
import { ME_KEY } from '../features/auth/require-session';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { useAction } from '../ui/use-action';
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
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  const { busy, error, run } = useAction();
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  const options = useQuery({ queryKey: ['auth-options'], queryFn: signInOptions, staleTime: Infinity });

  useEffect(() => {
    if (waitUntil <= now) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [waitUntil, now]);
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const submit = () =>
    run(async () => {
      await signIn(credentials.email, credentials.password).catch((err: unknown) => {
        if (err instanceof QuireError && err.error === 'RATE_LIMIT_EXCEEDED') {
          setWaitUntil(Date.now() + (err.retryAfter ?? 60) * 1000);
          setNow(Date.now());
        }
        throw err;
      });
      queryClient.removeQueries({ queryKey: ME_KEY });
      navigate(safeNext(params.get('next')), { replace: true });
    });

  return (
    <AuthCard
      title="Sign in"
      onSubmit={submit}
      footer={
        options.data?.signup ? (
          <p>
            No account?{' '}
            <Link href={`/sign-up${search ? '?' + search : ''}`} className="font-medium text-indigo-700 underline">
              Create an account
            </Link>
          </p>
        ) : (
          <>
            <p>No account? An operator creates one with</p>
            {/* One option a line: the hint never breaks inside --password. */}
            <pre className="mt-1 overflow-x-auto rounded bg-slate-200 px-2 py-1 text-left text-xs">
              <code>{'quire accounts create \\\n  --email you@example.com \\\n  --password …'}</code>
            </pre>
          </>
        )
      }
    >
      {error && (
        <Banner tone="error">
          {waitSeconds > 0 ? (
            <>
              Too many attempts. Wait {waitSeconds} s before trying again. <span className="block text-xs opacity-80">{error}</span>
            </>
          ) : (
            error
          )}
        </Banner>
      )}
      <CredentialFields value={credentials} onChange={setCredentials} />
      <Button type="submit" variant="primary" className="w-full" disabled={busy || waitSeconds > 0}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <SsoButton />
    </AuthCard>
  );
}
