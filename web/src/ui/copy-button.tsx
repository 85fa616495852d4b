import { useEffect, useState } from 'react';
import { Button } from './button';

/**
 * The one copy button: copies `text` and says so for two seconds. `label` is its accessible name
 * ("Copy token"); `shown` a shorter visible text where the name is long (default: the label).
 */
export function CopyButton({ text, label = 'Copy', shown, className }: { text: string; label?: string; shown?: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <Button onClick={() => void copy()} className={className} aria-label={label}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy' : (shown ?? label)}</span>
    </Button>
  );
}
