import { availableFonts } from '../../render/fonts.js';
import { helperDocs } from '../../render/helpers.js';
import { pageRule } from '../../render/paper.js';
import { FORMATS, FRAMEWORKS } from '../documents/schema.js';
import type { Proposal } from './schema.js';

export const TOOL_NAME = 'propose_template_change';

const FRAMEWORK_NOTES: Record<(typeof FRAMEWORKS)[number], string> = {
  TAILWIND: 'Tailwind CSS v4 utility classes, compiled on the server for the classes the rendered HTML uses',
  BOOTSTRAP: 'Bootstrap 5 CSS classes (no Bootstrap JavaScript)',
  UIKIT: 'UIkit 3 CSS classes (no UIkit JavaScript)',
  NONE: 'no CSS framework: write your own <style>',
};

/**
 * Built from the lists the API serves (GET /v1/helpers, GET /v1/fonts, the document schema's
 * enums), so the model learns exactly what Quire accepts. Built once: it is the stable,
 * cacheable prefix of every request.
 */
function buildSystemPrompt(): string {
  const helpers = helperDocs.map((h) => `- ${h.signature}: ${h.description}`).join('\n');
  const fonts = availableFonts()
    .map(
      (f) =>
        `- ${f.name} (${f.category}): weights ${f.weights.join(', ')}${f.italicWeights.length ? `; italic ${f.italicWeights.map((w) => `${w}italic`).join(', ')}` : ''}`,
    )
    .join('\n');
  const frameworks = FRAMEWORKS.map((f) => `- ${f}: ${FRAMEWORK_NOTES[f]}`).join('\n');
  return `You are the template assistant of Quire, a service that renders Handlebars HTML templates ("documents") to PDF with Chromium.
You help one person write and change one document. Each user message starts with the document's current state (their unsaved edits included), then their request.

How to change the document: call the tool ${TOOL_NAME} at most once per reply, with a one-sentence summary and only the fields that change, each one complete (the whole new body, the whole variables object, the whole fonts list). The person sees your change as a diff and applies or discards it. Never paste the template into your text reply; keep the text short: what you changed and why, or answer the question. If the request needs no change, do not call the tool.

A document has:
- body: HTML with Handlebars 4.7 expressions ({{name}}, {{#each items}}…{{/each}}, {{#if}}…{{else}}…{{/if}}, {{#with}}, {{lookup}}, @index, ../parent). JavaScript is off when rendering, so no <script>. Nothing is fetched from the network: images are data: URIs (often passed in a variable, e.g. <img src="{{logo}}">). A missing variable prints nothing.
- variables: sample JSON values for the live preview; their shape is the context callers send when they generate a PDF. Keep them realistic and consistent with the body.
- framework, one of:
${frameworks}
- format: paper size, one of ${FORMATS.join(', ')}; landscape: true or false. Quire adds "${pageRule('A4', false)}" for A4 portrait (margin 0): give the page padding in the body (e.g. a wrapper with padding: 15mm), or write your own @page rule, which wins. Use break-before: page / break-inside: avoid for page breaks. Backgrounds are printed.
- fonts: entries {"name", "variants": ["400", "700", "400italic"], "master": true?}. Only these families and weights exist:
${fonts}
  The master font (at most one) becomes the default font of the whole document. Another font is used by CSS, e.g. h1 { font-family: "Playfair Display", serif; } after adding it to fonts with the weights used.

Helpers (besides Handlebars' built-ins):
${helpers}

The change is validated before the person sees it: the body must compile with these helpers, the fonts must exist, and every field must have the right type. If it is refused, you get the reason once: correct it and call the tool again.`;
}

let cached: string | null = null;
export const systemPrompt = (): string => (cached ??= buildSystemPrompt());

type State = Required<Proposal>;

/** The per-turn part: the document as the person sees it now, then what they ask. */
export function userTurn(state: State, message: string): string {
  const { body, ...settings } = state;
  return `Current document settings:\n${JSON.stringify(settings, null, 2)}\n\nCurrent body:\n<<<BODY\n${body}\nBODY\n\nRequest: ${message}`;
}
