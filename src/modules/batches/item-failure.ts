import { AppError, isAppError } from '../../core/errors.js';

/**
 * The generate verb names the fields of a single request (`options.uploadUrl`); a batch item's
 * failure names the item's own field (`items.N.uploadUrl`), the one its caller has to look at.
 */
export function asItemError(err: unknown, index: number): unknown {
  if (!isAppError(err) || err.details.variant !== 'SERVICE_UNAVAILABLE.upload') return err;
  return new AppError(err.code, { ...err.details, params: { ...err.details.params, field: `items.${index}.uploadUrl` } }, { cause: err.cause });
}

const HIDDEN = '[not kept]';

/**
 * With keepVariables off a failed item's error is kept without the values it was given. A
 * helper's refusal quotes the value (shortened when long), so its message is written again
 * from the helper and the line alone: where to look is what the caller needs, and the value
 * is theirs. Only the detail is kept: its other params may carry the value too.
 */
export function withoutValues(err: AppError): AppError {
  const problem = (err.details.extra as { templateError?: { helper?: string; line: number; column: number } } | undefined)?.templateError;
  if (err.code !== 'TEMPLATE_ERROR' || !problem?.helper) return err;
  const message = `\`${problem.helper}\` on line ${problem.line} refused a value it was given (${HIDDEN}: this workspace keeps no batch variables)`;
  return new AppError('TEMPLATE_ERROR', { params: { detail: message }, extra: { templateError: { ...problem, message } } }, { cause: err });
}

/** Every string an item's input held (its variables' and its e-invoice's leaves), longest first. */
export function inputStrings(...inputs: (string | null)[]): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const json of inputs) if (json) walk(JSON.parse(json));
  return [...out].filter((s) => s !== '').sort((a, b) => b.length - a.length);
}

/**
 * A stored message without any of the item's input strings, as given or JSON-escaped, whole or
 * cut short (a message may show only a value's start). Values under four characters are taken
 * out only where quoted: bare, they cannot be told from the words around them.
 */
export function withoutInput(text: string, strings: string[]): string {
  let out = text;
  for (const s of strings) {
    if (s.length < 4) {
      out = out.split(JSON.stringify(s)).join(`"${HIDDEN}"`);
      continue;
    }
    for (const form of new Set([s, JSON.stringify(s).slice(1, -1)])) out = strip(out, form);
  }
  return out;
}

/** Takes out every run of `text` that starts as `s` does (its first 16 characters, or all of a shorter one) and follows it as far as it goes. */
function strip(text: string, s: string): string {
  const head = s.slice(0, 16);
  let out = '';
  let from = 0;
  for (;;) {
    const at = text.indexOf(head, from);
    if (at < 0) return out + text.slice(from);
    let n = head.length;
    while (n < s.length && text[at + n] === s[n]) n++;
    out += text.slice(from, at) + HIDDEN;
    from = at + n;
  }
}
