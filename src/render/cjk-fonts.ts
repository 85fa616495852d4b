/**
 * Chinese, Japanese and Korean text in TrueType fonts (issue 42). Debian's Noto CJK fonts have
 * CFF outlines, which Skia's PDF backend cannot embed as a font program: it draws every glyph
 * as a Type 3 font (a little picture per glyph, dozens of fonts per page), larger, slower for
 * readers and poor for copy-paste and PDF/A. The TrueType fonts below are embedded as CID
 * fonts, subset, with their real outlines.
 *
 * Chromium reads a fontconfig file of Quire's own (FONTCONFIG_FILE in its environment): the
 * system's configuration, then one rule per Noto CJK family that puts the TrueType font of the
 * same language and style before it. Noto stays as the last resort: a character only it has
 * (𠮷, common in Japanese names, is in no TrueType font Debian ships) is still drawn, not tofu.
 * A font a template names by family keeps its place ahead of both (a Noto CJK family named
 * gets its TrueType font ahead of it, like any other mention of it).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type Region = 'JP' | 'SC' | 'TC' | 'HK' | 'KR';

/**
 * The TrueType family of each Noto CJK style and region (Debian: fonts-ipafont-gothic,
 * fonts-ipafont-mincho, fonts-droid-fallback, fonts-arphic-uming, fonts-nanum). Droid Sans
 * Fallback over WenQuanYi Micro Hei for Chinese: smaller and faster to embed (docs/performance.md).
 */
const TRUETYPE: Record<'Sans' | 'Serif' | 'Sans Mono', Record<Region, string>> = {
  Sans: { JP: 'IPAGothic', SC: 'Droid Sans Fallback', TC: 'Droid Sans Fallback', HK: 'Droid Sans Fallback', KR: 'NanumGothic' },
  Serif: { JP: 'IPAMincho', SC: 'AR PL UMing CN', TC: 'AR PL UMing TW', HK: 'AR PL UMing HK', KR: 'NanumMyeongjo' },
  'Sans Mono': { JP: 'IPAGothic', SC: 'Droid Sans Fallback', TC: 'Droid Sans Fallback', HK: 'Droid Sans Fallback', KR: 'NanumGothicCoding' },
};

/**
 * Noto CJK family -> the TrueType families put before it: its own region's first, then the
 * other regions' of the same style. Text without a `lang` falls back through whichever Noto
 * CJK family the system ranks first (often JP), and a Chinese character the Japanese font
 * lacks must still find a TrueType font before Noto.
 */
const TRUETYPE_CJK: Record<string, string[]> = Object.fromEntries(
  Object.entries(TRUETYPE).flatMap(([style, byRegion]) =>
    Object.entries(byRegion).map(([region, own]) => [`Noto ${style} CJK ${region}`, [...new Set([own, ...Object.values(byRegion)])]]),
  ),
);

const GENERIC = { 'sans-serif': 'Sans', serif: 'Serif', monospace: 'Sans Mono' } as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const strings = (values: Iterable<string>) => [...values].map((v) => `<string>${escapeXml(v)}</string>`).join('');

/**
 * The configuration: an operator's own FONTCONFIG_FILE, else the system's, then the rules.
 * "prepend" inserts before the value the test matched, so a rule moves the TrueType font just
 * ahead of its Noto family wherever the system's rules put that (per language, per generic).
 */
function cjkFontconfig(): string {
  const base = process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf';
  const rules = Object.entries(TRUETYPE_CJK).map(
    ([noto, truetype]) =>
      `  <match target="pattern"><test name="family">${strings([noto])}</test><edit name="family" mode="prepend" binding="strong">${strings(truetype)}</edit></match>`,
  );
  // A pattern the system gave no Noto CJK family (text without a lang, in a locale without
  // CJK rules) still lists the TrueType fonts after its generic's own: listed beats unlisted.
  const generics = Object.entries(GENERIC).map(
    ([generic, style]) =>
      `  <match target="pattern"><test name="family">${strings([generic])}</test><edit name="family" mode="append_last">${strings(new Set(Object.values(TRUETYPE[style])))}</edit></match>`,
  );
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${escapeXml(base)}</include>`,
    ...rules,
    ...generics,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Writes the configuration into `dir` (a Chromium's profile) and answers Chromium's environment. */
export async function chromiumFontEnv(dir: string): Promise<NodeJS.ProcessEnv> {
  const file = join(dir, 'fonts.conf');
  await writeFile(file, cjkFontconfig());
  return { ...process.env, FONTCONFIG_FILE: file };
}
