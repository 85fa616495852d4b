import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { useRef } from 'react';
import { usePartials } from './queries';

/** A partial's name as Handlebars reads it: bare when it is one identifier, quoted otherwise. */
export const partialRef = (name: string): string => (/^[\w$-]+$/.test(name) ? name : `"${name.replace(/"/g, '\\"')}"`);

/** Completes the account's partial names after `{{>` or `{{#>`. */
export function partialCompletion(names: () => string[]): CompletionSource {
  return (ctx: CompletionContext): CompletionResult | null => {
    const tag = ctx.matchBefore(/\{\{~?#?>\s*"?[\w$ -]*$/);
    if (!tag) return null;
    const opener = /^\{\{~?#?>\s*/.exec(tag.text)![0];
    return {
      from: tag.from + opener.length,
      options: names().map((name) => ({ label: partialRef(name), type: 'class', detail: 'partial', boost: 99 })),
      validFor: /^"?[\w$ -]*$/,
    };
  };
}

/** A stable completion source reading the latest partial names (the editor's extensions are built once). */
export function usePartialCompletion(): CompletionSource {
  const partials = usePartials();
  const names = useRef<string[]>([]);
  names.current = (partials.data ?? []).map((p) => p.name);
  const source = useRef<CompletionSource | null>(null);
  source.current ??= partialCompletion(() => names.current);
  return source.current;
}
