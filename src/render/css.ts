/**
 * The CSS framework of a document, inlined into the page: no CDN, no network at render time.
 * Bootstrap and UIkit are static files read once (assets.ts); Tailwind is compiled per set of
 * classes.
 */
import { stylesheetText, stylesheetUrl } from './assets.js';
import { tailwindCss } from './tailwind.js';
import type { Framework } from './types.js';

/** Framework CSS for the rendered `html` (Tailwind needs it to know the classes used). */
export async function frameworkCss(framework: Framework, html: string): Promise<string> {
  switch (framework) {
    case 'TAILWIND':
      return tailwindCss(html);
    case 'BOOTSTRAP':
      return stylesheetText('bootstrap.min.css');
    case 'UIKIT':
      return stylesheetText('uikit.min.css');
    default:
      return '';
  }
}

/**
 * For printing: the static framework stylesheet as an asset URL (parsed once per renderer
 * process thanks to Chromium's memory cache), or null when the framework has none (Tailwind
 * is per document and stays inline).
 */
export function frameworkStylesheetUrl(framework: Framework): string | null {
  if (framework === 'BOOTSTRAP') return stylesheetUrl('bootstrap.min.css');
  if (framework === 'UIKIT') return stylesheetUrl('uikit.min.css');
  return null;
}
