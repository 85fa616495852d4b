import { useState } from 'react';
import { Button } from '../../ui/button';

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setDone(true);
    setTimeout(() => setDone(false), 1500);
  };
  return <Button onClick={() => void copy()} aria-label={label}>{done ? 'Copied' : 'Copy'}</Button>;
}
