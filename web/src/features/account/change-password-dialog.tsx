import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ok, QuireError } from '../../quire';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';

/** The API's answer, said for a person (its messages name fields: "currentPassword is not …"). */
export function passwordProblem(err: unknown): string {
  if (err instanceof QuireError) {
    if (err.error === 'RATE_LIMIT_EXCEEDED') return `Too many tries. Wait ${err.retryAfter ?? 60} seconds, then try again.`;
    if (err.error === 'VALIDATION_ERROR' && err.message.includes('currentPassword')) return 'The current password is not right.';
    if (err.error === 'VALIDATION_ERROR' && err.message.includes('newPassword')) return 'The new password needs 8 to 1000 characters.';
  }
  return err instanceof Error ? err.message : String(err);
}

/** Current password, new one twice; on success every other session of the account is signed out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const change = useMutation({
    mutationFn: (p: { current: string; next: string }) => ok(api.POST('/v1/auth/password', { body: { currentPassword: p.current, newPassword: p.next } })),
  });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const close = () => {
    setCurrent('');
    setNext('');
    setAgain('');
    change.reset();
    onClose();
  };

  if (change.isSuccess) {
    return (
      <Dialog title="Password changed" open={open} onClose={close} onSubmit={close} submitLabel="Done" done>
        <Banner tone="success">Your new password is set. Every other session of this account has been signed out; this one stays.</Banner>
      </Dialog>
    );
  }
  return (
    <Dialog
      title="Change password"
      open={open}
      onClose={close}
      submitLabel="Change password"
      describeError={passwordProblem}
      onSubmit={async () => {
        if (next !== again) throw new Error('The two new passwords are not the same.');
        await change.mutateAsync({ current, next });
      }}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        autoFocus
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={1000}
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <TextField label="Repeat new password" type="password" autoComplete="new-password" required value={again} onChange={(e) => setAgain(e.target.value)} />
      <p className="text-xs text-slate-600">At least 8 characters. Other browsers signed in to this account will be signed out.</p>
    </Dialog>
  );
}
