/** Tailwind's weight classes (font-bold is 700 …); Bootstrap's fw-bold and UIkit's uk-text-bold too. */
const CLASS_WEIGHTS: Record<string, string> = {
  'font-thin': '100',
  'font-extralight': '200',
  'font-light': '300',
  'font-normal': '400',
  'font-medium': '500',
  'font-semibold': '600',
  'font-bold': '700',
  'font-extrabold': '800',
  'font-black': '900',
  'fw-light': '300',
  'fw-normal': '400',
  'fw-semibold': '600',
  'fw-bold': '700',
  'fw-bolder': '700',
  'uk-text-light': '300',
  'uk-text-normal': '400',
  'uk-text-bold': '700',
  'uk-text-bolder': '700',
};
/** Elements a browser draws bold by default. */
const BOLD_TAGS = /<(b|strong|h[1-6]|th)\b/i;

/** The weights a template asks for: its weight classes, bold elements, and font-weight in CSS. */
export function weightsUsed(body: string): Set<string> {
  const used = new Set<string>(['400']);
  for (const cls of body.match(/[\w-]+/g) ?? []) if (CLASS_WEIGHTS[cls]) used.add(CLASS_WEIGHTS[cls]);
  if (BOLD_TAGS.test(body)) used.add('700');
  for (const m of body.matchAll(/font-weight\s*:\s*(\d{3}|bold|normal)/gi)) used.add(m[1] === 'bold' ? '700' : m[1] === 'normal' ? '400' : m[1]);
  return used;
}

/**
 * The variants to load when a font is added: each weight the template uses that the font has
 * (a weight it lacks would be faked by the browser), so `font-bold` is really bold.
 */
export function variantsFor(body: string, available: string[]): string[] {
  const used = weightsUsed(body);
  const picked = available.filter((w) => used.has(w));
  return picked.length ? picked : available.slice(0, 1);
}
