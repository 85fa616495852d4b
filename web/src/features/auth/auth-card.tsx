import { useId, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../ui/field';

interface Props {
  title: string;
  onSubmit(): unknown;
  /** The form's fields, error and button. */
  children: ReactNode;
  /** Under the card: the link to the other page, or how to get an account. */
  footer: ReactNode;
}

/** The card sign-in and sign-up share: the logo, a titled form, a line under it. */
export function AuthCard({ title, onSubmit, children, footer }: Props) {
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-xl font-semibold">Quire</span>
        </div>
        <form onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby={titleId}>
          <h1 id={titleId} className="text-lg font-semibold">
            {title}
          </h1>
          {children}
        </form>
        <div className="mt-4 text-center text-sm text-slate-600">{footer}</div>
      </div>
    </main>
  );
}

interface Credentials {
  email: string;
  password: string;
}

/** Email and password; a new account's password (sign-up) is one the browser may suggest, 8 characters at least. */
export function CredentialFields({ value, onChange, newAccount }: { value: Credentials; onChange(value: Credentials): void; newAccount?: boolean }) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        required
        minLength={newAccount ? 8 : undefined}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
      />
    </>
  );
}
