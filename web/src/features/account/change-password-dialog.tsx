import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { changePassword } from '../../api';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';

/** Current password, new one twice; on success every other session of the account is signed out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const change = useMutation({ mutationFn: (p: { current: string; next: string }) => changePassword(p.current, p.next) });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const close = () => {
    setCurrent('');
    setNext('');
    setAgain('');
    setMismatch(false);
    change.reset();
    onClose();
  };

  if (change.isSuccess) {
    return (
      <Dialog title="Password changed" open={open} onClose={close} onSubmit={close} submitLabel="Done">
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
      busy={change.isPending}
      onSubmit={() => {
        setMismatch(next !== again);
        if (next === again) change.mutate({ current, next });
      }}
    >
      {change.error && <Banner tone="error">{change.error.message}</Banner>}
      {mismatch && <Banner tone="error">The new passwords do not match.</Banner>}
      <TextField label="Current password" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} autoFocus />
      <TextField label="New password" type="password" autoComplete="new-password" required minLength={8} maxLength={1000} value={next} onChange={(e) => setNext(e.target.value)} />
      <TextField label="Repeat new password" type="password" autoComplete="new-password" required value={again} onChange={(e) => setAgain(e.target.value)} />
      <p className="text-xs text-slate-500">At least 8 characters. Other browsers signed in to this account will be signed out.</p>
    </Dialog>
  );
}
