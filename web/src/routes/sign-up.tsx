import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signIn, signUp } from '../features/auth/session-calls';
import { AuthCard, CredentialFields } from '../features/auth/auth-card';
import { ME_KEY } from '../features/auth/require-session';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { useAction } from '../ui/use-action';
import { safeNext } from './sign-in';

/** Self-service sign-up (SIGNUP_ENABLED): creates the account, then signs in. */
export function SignUpPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [{ email, password }, setCredentials] = useState({ email: '', password: '' });
  const { busy, error, run } = useAction();

  const submit = () =>
    run(async () => {
      await signUp(email, password);
      await signIn(email, password);
      queryClient.removeQueries({ queryKey: ME_KEY });
      navigate(safeNext(new URLSearchParams(search).get('next')), { replace: true });
    });

  return (
    <AuthCard
      title="Create an account"
      onSubmit={submit}
      footer={
        <p>
          Have an account?{' '}
          <Link href={`/sign-in${search ? '?' + search : ''}`} className="font-medium text-indigo-700 underline">
            Sign in
          </Link>
        </p>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      <CredentialFields value={{ email, password }} onChange={setCredentials} newAccount />
      <p className="text-xs text-slate-500">At least 8 characters.</p>
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? 'Creating…' : 'Create account'}
      </Button>
    </AuthCard>
  );
}
