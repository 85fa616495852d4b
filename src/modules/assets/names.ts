/**
 * Asset names, as templates write them ({{asset "logo.png"}}) and as every path that takes
 * one (upload, rename, import) checks them. The characters any name may hold (NFC, no
 * invisible formatting or control characters) are core/names.ts's rule, shared with document
 * and folder names; an asset name also refuses path separators, ".." and quotes.
 */
import { nameCharacterProblem, toNfc, type NameCharacterRule } from '../../core/names.js';

export type AssetNameRule = 'asset_name' | 'asset_name_separator' | 'asset_name_dots' | NameCharacterRule | 'asset_name_quote' | 'asset_name_reserved';

export const ASSET_NAME_MAX = 200;

/** Trimmed and in NFC: the form stored and compared. */
export const normalizeAssetName = (name: string): string => toNfc(name.trim());

/**
 * The first rule a normalized name breaks, or undefined. `__proto__` is refused because the
 * render's name-to-file table is a plain object, where that key cannot be set.
 */
export function assetNameProblem(name: string): AssetNameRule | undefined {
  if (name.length < 1 || name.length > ASSET_NAME_MAX) return 'asset_name';
  const characters = nameCharacterProblem(name);
  if (characters) return characters;
  if (/[/\\]/.test(name)) return 'asset_name_separator';
  if (name.includes('..')) return 'asset_name_dots';
  if (name.includes('"')) return 'asset_name_quote';
  if (name === '__proto__') return 'asset_name_reserved';
  return undefined;
}
