import { useSyncExternalStore } from 'react';

/**
 * The code editors' own settings, kept in this browser (localStorage) like the theme: they are
 * the person's, not the document's. Wrapping long lines is on unless turned off.
 */
const WRAP_KEY = 'quire.editor.wrap';
const listeners = new Set<() => void>();

export const wrapLines = (): boolean => localStorage.getItem(WRAP_KEY) !== 'off';

export function setWrapLines(on: boolean) {
  if (on) localStorage.removeItem(WRAP_KEY);
  else localStorage.setItem(WRAP_KEY, 'off');
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === WRAP_KEY) l(); // another tab chose
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

export const useWrapLines = (): boolean => useSyncExternalStore(subscribe, wrapLines);

/** The editor settings in the side panel (below the document's own). */
export function EditorPrefs() {
  const wrap = useWrapLines();
  return (
    <section aria-label="Editor" className="mt-3 space-y-2 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-medium text-slate-700">Editor</h3>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={wrap} onChange={(e) => setWrapLines(e.target.checked)} className="h-4 w-4 accent-indigo-600" />
        Wrap long lines
      </label>
      <p className="text-xs text-slate-500">Kept in this browser for every document.</p>
    </section>
  );
}
