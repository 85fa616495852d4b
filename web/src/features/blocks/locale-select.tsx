import type { SelectHTMLAttributes } from 'react';
import { localeName } from './quire';

/** A starter's sample languages, each by its name ("German (Germany)"); the value is the locale. */
export function LocaleSelect({ locales, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { locales: string[] }) {
  return (
    <select {...props}>
      {locales.map((l) => (
        <option key={l} value={l}>
          {localeName(l)}
        </option>
      ))}
    </select>
  );
}
