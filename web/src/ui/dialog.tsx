import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';

interface DialogProps {
  title: string;
  open: boolean;
  onClose(): void;
  /** The form's submit: the dialog stays open while it runs and closes when it resolves. */
  onSubmit(): void | Promise<void>;
  submitLabel: string;
  danger?: boolean;
  busy?: boolean;
  /** A finished step ("PDF generated", "Key created"): only the submit button (Done), no Cancel beside it. */
  done?: boolean;
  /** Room for code (Use from code). */
  wide?: boolean;
  children?: ReactNode;
}

/** A modal form on the native <dialog>: focus trap, Escape and the dialog role come with it. */
export function Dialog({ title, open, onClose, onSubmit, submitLabel, danger, busy, done, wide, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await onSubmit();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto ${wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50`}
    >
      {open && (
        <form onSubmit={submit} className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
          <div className="flex justify-end gap-2">
            {!done && <Button onClick={onClose}>Cancel</Button>}
            <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
