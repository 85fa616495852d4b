import { AppError } from '../../core/errors.js';

// Printable ASCII only: what every address of the old, pre-internationalised mail world looks like.
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The email an identity provider sent, in the form users are matched by: Unicode NFKC, then
 * case-folded (upper- then lower-casing folds `ß` to `ss` as full case folding does), then NFKC
 * again (NFKC_Casefold's shape). An address written with non-ASCII characters that folds onto
 * a plain ASCII one (`\u212Aate@…` with the Kelvin sign, fullwidth `ｋａｔｅ@…`) is refused: it
 * would otherwise sign in as `kate@…`, a different mailbox.
 */
export function ssoEmail(raw: string): string {
  const trimmed = raw.trim();
  const folded = trimmed.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  if (!ASCII.test(trimmed) && ASCII.test(folded)) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.sso_lookalike' });
  return folded;
}
