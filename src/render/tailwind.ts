/**
 * Tailwind CSS v4 compiled on the server, offline, from the classes the RENDERED html uses
 * (so `class="{{color}}"` with color = "bg-red-500" works, which a CDN build-at-save can't).
 *
 * - Candidates come from class attributes only. At runtime a class selector can only match a
 *   token of a class attribute, and words of the text ("Jane", "total") would otherwise make
 *   every customer's invoice a cache miss. The oxide Scanner splits them as Tailwind does.
 * - A Tailwind compiler is cumulative: build(b) returns the CSS of everything it ever built.
 *   To keep each document's CSS exactly its own (and deterministic), every cache miss builds on
 *   a fresh compiler. Compiling costs ~20-30 ms, building ~5-20 ms; a spare compiler is kept
 *   ready so a miss only pays the build.
 * - The candidates are cached by the class attributes' text, the CSS by the sorted candidate
 *   set (LRUs).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { Lru } from './lru.js';

type TailwindCompiler = Awaited<ReturnType<typeof compile>>;

const ENTRY_CSS = '@import "tailwindcss";';
/** Where `@import "tailwindcss"` is resolved from: this package's node_modules. */
const BASE = dirname(fileURLToPath(import.meta.url));
const cssCache = new Lru<string, Promise<string>>(200);
let spare: Promise<TailwindCompiler> | null = null;

function newCompiler(): Promise<TailwindCompiler> {
  return compile(ENTRY_CSS, { base: BASE, onDependency: () => {} });
}

/** Hands out the ready spare compiler and starts preparing the next one. */
function takeCompiler(): Promise<TailwindCompiler> {
  const ready = spare ?? newCompiler();
  spare = null;
  // Prepare the next spare once this build is done, off the current render's critical path.
  void ready.then(
    () => setTimeout(() => void warmTailwind().catch(() => undefined), 50).unref(),
    () => undefined,
  );
  return ready;
}

/** Compiles the spare compiler now (call at boot: the first compile costs ~60 ms). */
export function warmTailwind(): Promise<void> {
  if (!spare) {
    const compiling = newCompiler();
    spare = compiling;
    compiling.catch(() => {
      if (spare === compiling) spare = null; // retry on the next miss
    });
  }
  return spare.then(() => undefined);
}

const CLASS_ATTR = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

const decodeEntities = (s: string): string =>
  s.includes('&')
    ? s
        .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
        .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : s;

/**
 * The candidates of a class text, kept: the same template renders the same class attributes
 * render after render, and the scanner (a native Scanner per call) costs about 60 µs a render
 * where the lookup costs a few.
 */
const candidatesCache = new Lru<string, readonly string[]>(200);

/** Tailwind candidates of the html's class attributes, sorted and unique. */
export function tailwindCandidates(html: string): readonly string[] {
  const values: string[] = [];
  for (const match of html.matchAll(CLASS_ATTR)) values.push(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
  if (values.length === 0) return [];
  const text = values.join(' ');
  let found = candidatesCache.get(text);
  if (!found) {
    found = [...new Set(new Scanner({}).scanFiles([{ content: text, extension: 'html' }]))].sort();
    candidatesCache.set(text, found);
  }
  return found;
}

/** The Tailwind CSS (preflight + theme variables + utilities) for the classes of `html`. */
export function tailwindCss(html: string): Promise<string> {
  const candidates = tailwindCandidates(html);
  const key = candidates.join(' ');
  const hit = cssCache.get(key);
  if (hit) return hit;
  const css = takeCompiler().then((compiler) => compiler.build([...candidates]));
  css.catch(() => cssCache.delete(key)); // don't cache a failure
  cssCache.set(key, css);
  return css;
}
