import { useState } from 'react';

export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * One thing a person starts and waits for (a save, a sign-in): `busy` while it runs, and what went
 * wrong as a message (`describe` says an error for a person). A new run clears the last error.
 */
export function useAction(describe: (err: unknown) => string = errorMessage) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => unknown) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
