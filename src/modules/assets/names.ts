/**
 * Asset names, as templates write them ({{asset "logo.png"}}) and as every path that takes
 * one (upload, rename, import) checks them. A name is stored in Unicode NFC, so "é" typed
 * composed or decomposed is one name, not two that look alike; characters that are invisible
 * or reorder what is shown (zero-width spaces, bidi overrides: category Cf), control
 * characters, path separators and ".." are refused, each with a rule of its own.
 */
export type AssetNameRule =
  | 'asset_name'
  | 'asset_name_separator'
  | 'asset_name_dots'
  | 'asset_name_control'
  | 'asset_name_invisible'
  | 'asset_name_quote'
  | 'asset_name_reserved';

export const ASSET_NAME_MAX = 200;

/** Trimmed and in NFC: the form stored and compared. */
export const normalizeAssetName = (name: string): string => name.trim().normalize('NFC');

/**
 * The first rule a normalized name breaks, or undefined. `__proto__` is refused because the
 * render's name-to-file table is a plain object, where that key cannot be set.
 */
export function assetNameProblem(name: string): AssetNameRule | undefined {
  if (name.length < 1 || name.length > ASSET_NAME_MAX) return 'asset_name';
  if (/[\p{Cc}\u2028\u2029]/u.test(name)) return 'asset_name_control';
  if (/\p{Cf}/u.test(name)) return 'asset_name_invisible';
  if (/[/\\]/.test(name)) return 'asset_name_separator';
  if (name.includes('..')) return 'asset_name_dots';
  if (name.includes('"')) return 'asset_name_quote';
  if (name === '__proto__') return 'asset_name_reserved';
  return undefined;
}
