import { z } from 'zod';

/**
 * Keyset cursor for lists ordered newest first: the last item's timestamp and id, opaque to the
 * client (base64url). Unlike an offset, rows added meanwhile never shift a page.
 */
export interface Cursor {
  at: string;
  id: number;
}

export const encodeCursor = (c: Cursor): string => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

function decode(text: string): Cursor | null {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (rest.length || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at ?? '') || !Number.isSafeInteger(n) || n < 0) return null;
  return { at, id: n };
}

/** A `before` query parameter: the `nextBefore` of the previous page. */
export const CursorParam = z
  .string()
  .max(200)
  .transform((s, ctx) => {
    const c = decode(s);
    if (!c) {
      ctx.addIssue({ code: 'custom', message: 'is not a cursor from a previous page (nextBefore)', params: { rule: 'bad_cursor' } });
      return z.NEVER;
    }
    return c;
  })
  .meta({ description: 'Older items: the `nextBefore` of the previous page' });

/**
 * A page of a list read newest first: its items under `key` (`calls`, `batches`, …) and the
 * cursor of the page after it, described with the list's `noun`.
 */
export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T, noun: string) {
  const nextBefore = z
    .string()
    .nullable()
    .meta({ description: `Pass as \`before\` for older ${noun}; null on the last page` });
  return z.object({ [key]: z.array(item), nextBefore } as { [P in K]: z.ZodArray<T> } & { nextBefore: typeof nextBefore });
}
