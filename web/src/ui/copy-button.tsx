import { useEffect, useState } from 'react';
import { Button } from './button';

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label = 'Copy', className }: { text: string; label?: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  const copy = () => navigator.clipboard.writeText(text).then(() => setState('copied'), () => setState('failed'));
  return (
    <Button onClick={() => void copy()} className={className} aria-label={label}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy' : label}</span>
    </Button>
  );
}
