import type { z } from 'zod';
import { chars } from './text.js';

/**
 * What a name may hold, wherever a person names something (documents, folders, assets): one
 * rule, so a name that looks like another is refused or merged the same way everywhere.
 *
 * - Stored in Unicode NFC: "é" typed composed or decomposed is one name, not two that look alike.
 * - No invisible formatting characters (category Cf: zero-width spaces, bidi overrides such as
 *   U+202E, which make "invoice\u202Egnp.exe" read as "invoiceexe.png"), except inside an emoji
 *   (a family is people joined by U+200D, a Scottish flag carries tag characters): an emoji is
 *   what it shows.
 * - No control characters or line separators.
 */
export type NameCharacterRule = 'name_control' | 'name_invisible';

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const FORMAT = /\p{Cf}/u;
const EMOJI = /\p{RGI_Emoji}/gv;

export const toNfc = (name: string): string => name.normalize('NFC');

/** The character rule a name breaks, or undefined. */
export function nameCharacterProblem(name: string): NameCharacterRule | undefined {
  if (CONTROL.test(name)) return 'name_control';
  if (FORMAT.test(name) && FORMAT.test(name.replace(EMOJI, ''))) return 'name_invisible';
  return undefined;
}

const MESSAGES: Record<NameCharacterRule, string> = {
  name_control: 'must not contain control characters or line separators',
  name_invisible: 'must not contain invisible formatting characters such as zero-width spaces or bidirectional overrides (Unicode category Cf)',
};

/** A name field of `min`-`max` characters (chars()) held to the rule above and read in NFC. */
export const nameText = (min: number, max: number): z.ZodString =>
  chars(min, max)
    .refine((s) => nameCharacterProblem(s) !== 'name_control', { message: MESSAGES.name_control, params: { rule: 'name_control' }, abort: true })
    .refine((s) => nameCharacterProblem(s) !== 'name_invisible', { message: MESSAGES.name_invisible, params: { rule: 'name_invisible' }, abort: true })
    .overwrite(toNfc);
