/**
 * Helpers that depend on the render rather than on the variables: `{{asset "name"}}` and,
 * in headers and footers, `{{pageNumber}}` / `{{totalPages}}`. What they need travels in
 * Handlebars' `data` frame (`@quire`), as plain serializable values, so the expansion can run
 * anywhere (a worker) without a callback into the renderer.
 */
import type { HelperOptions } from 'handlebars';
import { ASSET_ORIGIN } from './assets.js';

export interface ExpandOptions {
  /** Asset name -> asset key of the rendering account. Names not in it are a TEMPLATE_ERROR. */
  assets?: Record<string, string>;
  /** Header and footer: page numbers print Chromium's placeholders, filled in per page. */
  furniture?: boolean;
  /** Partial name -> body: the account's documents of kind `partial` (template-partials.ts). */
  partials?: Record<string, string>;
}

/** URL of an account asset on Quire's asset origin; answered by the renderer, never the network. */
export const userAssetUrl = (key: string): string => `${ASSET_ORIGIN}/user/${key}`;
export const USER_ASSET_PREFIX = `${ASSET_ORIGIN}/user/`;

/** Thrown inside a helper: template.ts turns it into TEMPLATE_ERROR with this message. */
export class UnknownAssetError extends Error {}

function dataOf(options: HelperOptions | undefined): ExpandOptions {
  const data = (options?.data as { quire?: ExpandOptions } | undefined)?.quire;
  return data ?? {};
}

/** Chromium fills elements of these classes in header and footer templates. */
const PAGE_NUMBER = '<span class="pageNumber"></span>';
const TOTAL_PAGES = '<span class="totalPages"></span>';

export function furnitureHelpers(): Record<string, (...args: unknown[]) => unknown> {
  return {
    asset(...args: unknown[]) {
      const options = args[args.length - 1] as HelperOptions;
      const name = args.length > 1 ? args[0] : undefined;
      if (typeof name !== 'string' || name === '') throw new UnknownAssetError('asset: give the asset name, e.g. {{asset "logo.png"}}');
      const assets = dataOf(options).assets ?? {};
      // Names are stored in NFC (modules/assets/names.ts): a template may spell one decomposed.
      const nfc = name.normalize('NFC');
      const key = Object.hasOwn(assets, name) ? assets[name] : Object.hasOwn(assets, nfc) ? assets[nfc] : undefined;
      if (!key) throw new UnknownAssetError(`unknown asset "${name}" (upload it under Assets, or check its name)`);
      return userAssetUrl(key);
    },
    pageBreak: () => new SafeHtml('<div class="page-break"></div>'),
    // Helpers win over variables of the same name: outside headers and footers they print the
    // variable, if any, as they would without these helpers.
    pageNumber(this: Record<string, unknown>, ...args: unknown[]) {
      const options = args[args.length - 1] as HelperOptions;
      if (dataOf(options).furniture) return new SafeHtml(PAGE_NUMBER);
      return this?.pageNumber ?? '';
    },
    totalPages(this: Record<string, unknown>, ...args: unknown[]) {
      const options = args[args.length - 1] as HelperOptions;
      if (dataOf(options).furniture) return new SafeHtml(TOTAL_PAGES);
      return this?.totalPages ?? '';
    },
  };
}

/** Handlebars' SafeString without importing the runtime here: anything with toHTML() is not escaped. */
class SafeHtml {
  constructor(private readonly html: string) {}
  toString(): string {
    return this.html;
  }
  toHTML(): string {
    return this.html;
  }
}
