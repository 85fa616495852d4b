import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';
import { useAction } from './use-action';

interface DialogProps {
  title: string;
  open: boolean;
  onClose(): void;
  /**
   * The form's submit: the dialog stays open and its button disabled while it runs; what it throws
   * is shown at the top of the dialog (said by `describeError`) until the next try or the dialog closes.
   */
  onSubmit(): unknown;
  describeError?(err: unknown): string;
  submitLabel: string;
  danger?: boolean;
  /** The submit button is disabled also while this holds (nothing to submit yet). */
  busy?: boolean;
  /** A finished step ("PDF generated", "Key created"): only the submit button (Done), no Cancel beside it. */
  done?: boolean;
  /** Room for code (Use from code). */
  wide?: boolean;
  children?: ReactNode;
}

/** A modal form on the native <dialog>: focus trap, Escape and the dialog role come with it. */
export function Dialog({ title, open, onClose, wide, ...form }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto ${wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50`}
    >
      {/* Mounted only while open: the next opening starts without the last error. */}
      {open && <DialogForm titleId={titleId} title={title} onClose={onClose} {...form} />}
    </dialog>
  );
}

function DialogForm({
  titleId,
  title,
  onClose,
  onSubmit,
  describeError,
  submitLabel,
  danger,
  busy,
  done,
  children,
}: Omit<DialogProps, 'open' | 'wide'> & { titleId: string }) {
  const action = useAction(describeError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(onSubmit);
  };
  return (
    <form onSubmit={submit} className="space-y-4 p-5">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {action.error && <Banner tone="error">{action.error}</Banner>}
      {children}
      <div className="flex justify-end gap-2">
        {!done && <Button onClick={onClose}>Cancel</Button>}
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy || action.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
