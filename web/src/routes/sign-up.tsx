import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signIn, signUp } from '../features/auth/session-calls';
import { AuthCard } from '../features/auth/auth-card';
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
      <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="text-xs text-slate-500">At least 8 characters.</p>
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? 'Creating…' : 'Create account'}
      </Button>
    </AuthCard>
  );
}
