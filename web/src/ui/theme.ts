import { useSyncExternalStore } from 'react';

/** The person's choice in the account menu; `system` follows prefers-color-scheme. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Scheme = 'light' | 'dark';

const KEY = 'quire.theme';
const media = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

export function themeChoice(): ThemeChoice {
  const v = localStorage.getItem(KEY);
  return v === 'light' || v === 'dark' ? v : 'system';
}

export const schemeOf = (choice: ThemeChoice): Scheme => (choice === 'system' ? (media.matches ? 'dark' : 'light') : choice);

/** Puts the scheme on <html data-theme>, which styles.css turns into the palette. */
function apply() {
  document.documentElement.dataset.theme = schemeOf(themeChoice());
  for (const l of listeners) l();
}

export function setThemeChoice(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, choice);
  apply();
}

/** Called once before the first render, so no page flashes in the other scheme. */
export function startTheme() {
  apply();
  media.addEventListener('change', apply);
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) apply();
  }); // another tab chose
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The scheme on screen now (re-renders when it changes). */
export const useScheme = (): Scheme => useSyncExternalStore(subscribe, () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
export const useThemeChoice = (): ThemeChoice => useSyncExternalStore(subscribe, themeChoice);
