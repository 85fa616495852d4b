import { z } from 'zod';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters as a person counts them: a flag or a family emoji is one, whatever its code points.
 * Counting stops once `stopAfter` is passed, so a megabyte-long name costs no more than a short one.
 */
export const graphemeCount = (s: string, stopAfter = Infinity): number => {
  let n = 0;
  for (const _ of segmenter.segment(s)) if (++n > stopAfter) break;
  return n;
};

// PostgreSQL text cannot hold U+0000 (the insert fails), so it is refused up front on both databases.
const hasNul = (s: string) => s.includes('\u0000');

/** Marks a string schema as refusing U+0000 with a rule the error handler can localize. */
export const noNul = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((s) => !hasNul(s), { message: 'must not contain the NUL character (U+0000)', params: { rule: 'no_nul' }, abort: true });

/**
 * A cap in UTF-8 bytes on a string schema. Grapheme counts alone do not bound size: 100,000
 * combining accents on one letter are one character as people see it.
 */
export const maxBytes = <T extends z.ZodType<string>>(schema: T, max: number) =>
  schema.refine((s) => s.length <= max && Buffer.byteLength(s, 'utf8') <= max, {
    message: `must be at most ${max} bytes (UTF-8)`,
    params: { rule: 'bytes_max', max },
    abort: true,
  });

/** Bytes allowed per character of a chars() field: a family emoji or a flag is 25 bytes or less. */
export const BYTES_PER_CHAR = 32;

/** A string of `min`-`max` user-visible characters (and no NUL), and at most 32 × `max` bytes. */
export const chars = (min: number, max: number) =>
  maxBytes(noNul(z.string()), Math.max(max, 1) * BYTES_PER_CHAR)
    .refine(
      (s) => {
        const n = graphemeCount(s, max);
        return n >= min && n <= max;
      },
      min > 0
        ? { message: `must be ${min} to ${max} characters`, params: { rule: 'chars_range', min, max } }
        : { message: `must be at most ${max} characters`, params: { rule: 'chars_max', max } },
    )
    .meta({ description: `${min}-${max} characters (grapheme clusters), at most ${Math.max(max, 1) * BYTES_PER_CHAR} bytes` });
