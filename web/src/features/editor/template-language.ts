import { html } from '@codemirror/lang-html';
import type { CompletionContext, CompletionResult, Completion, CompletionSource } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { Decoration, MatchDecorator, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import { typeOverClosingTags } from './typed-close-tag';
import { autocompletion, baseExtensions } from './base-extensions';

/** Handlebars tags over the HTML highlighting: `{{…}}`, `{{{…}}}`, blocks and comments. */
const hbsMark = new MatchDecorator({ regexp: /\{\{\{?[\s\S]*?\}?\}\}/g, decoration: Decoration.mark({ class: 'cm-hbs' }) });
const handlebarsHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = hbsMark.createDeco(view);
    }
    update(u: ViewUpdate) {
      this.decorations = hbsMark.updateDeco(u, this.decorations);
    }
  },
  { decorations: (v) => v.decorations },
);

export interface CompletionData {
  helpers: { name: string; signature: string; description: string; example?: string }[];
  /** Paths in the sample variables: `customer.name`, `items`, `this.price` inside blocks. */
  paths: string[];
  /** The account's asset names: completed as `asset "name"`. */
  assets: string[];
}

const KEYWORDS: Completion[] = ['#if', '#unless', '#each', '#with', 'else', '/if', '/unless', '/each', '/with', '@index', '@first', '@last', 'this'].map(
  (label) => ({ label, type: 'keyword' }),
);

/** Completes inside `{{ … }}`: documented helpers, built-in blocks, and the sample variables' paths. */
function handlebarsCompletion(data: () => CompletionData) {
  return (ctx: CompletionContext): CompletionResult | null => {
    const before = ctx.state.sliceDoc(Math.max(0, ctx.pos - 200), ctx.pos);
    const open = before.lastIndexOf('{{');
    if (open < 0 || before.indexOf('}}', open) >= 0) return null;
    const word = ctx.matchBefore(/[#/@]?[\w.]*$/);
    if (!word || (word.from === word.to && !ctx.explicit && !before.endsWith('{{') && !before.endsWith(' '))) return null;
    const d = data();
    const options: Completion[] = [
      ...KEYWORDS,
      ...d.helpers.map((h) => ({
        label: h.name,
        type: 'function',
        detail: h.signature,
        info: h.example ? `${h.description}\nExample: ${h.example}` : h.description,
      })),
      ...d.paths.map((p) => ({ label: p, type: 'variable' })),
      ...d.assets.map((name) => ({
        label: `asset "${name}"`,
        type: 'constant',
        detail: 'uploaded asset',
        info: 'URL of this asset for src, srcset or CSS url()',
      })),
    ];
    return { from: word.from, options, validFor: /^[#/@]?[\w.]*$/ };
  };
}

/** `extra`: more completion sources (the account's partial names after `{{>`). */
export function templateExtensions(data: () => CompletionData, extra: CompletionSource[] = []): Extension[] {
  const lang = html({ autoCloseTags: true });
  return [...baseExtensions(), lang, typeOverClosingTags(), handlebarsHighlight, autocompletion({ override: [...extra, handlebarsCompletion(data)] })];
}

/** Every dotted path in a JSON value (arrays contribute their items' paths too). */
export function variablePaths(value: unknown, prefix = '', out = new Set<string>(), depth = 0): string[] {
  if (depth > 6 || out.size > 500) return [...out];
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) variablePaths(item, prefix, out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      out.add(path);
      if (!prefix) out.add(k);
      variablePaths(v, path, out, depth + 1);
      if (Array.isArray(v)) variablePaths(v, '', out, depth + 1); // inside {{#each}} the item's own keys
    }
  }
  return [...out].sort();
}
