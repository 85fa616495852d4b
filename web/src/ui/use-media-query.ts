import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `lg`: from here the editor shows its regions side by side; below, as tabs. */
export const useWide = () => useMediaQuery('(min-width: 1024px)');
