import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { faultData, isTemplateFault, type TemplateFaultData } from '../../src/render/helper-fault.js';
import { helperDocs } from '../../src/render/helpers.js';
import { compileCheck, MAX_TEMPLATE_BYTES, renderTemplate, templateProblem } from '../../src/render/template.js';

/** Intl separates with no-break spaces; compare with plain ones. */
const r = (body: string, variables: Record<string, unknown> = {}): string => renderTemplate(body, variables).replace(/[\u00a0\u202f]/g, ' ');

const errorOf = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, nothing was thrown');
};

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
  return undefined;
};

describe('helpers', () => {
  test.each([
    ['{{formatNumber 1234.5 2 "de-DE"}}', '1.234,50'],
    ['{{formatNumber 1234.5}}', '1,234.5'],
    ['{{formatNumber "1234.567" 1}}', '1,234.6'],
    ['{{formatNumber missing}}', ''],
    ['{{formatCurrency 1234.5 "EUR" "de-DE"}}', '1.234,50 €'],
    ['{{formatCurrency 1234.5 "USD"}}', '$1,234.50'],
    ['{{formatCurrency missing "EUR"}}', ''],
    ['{{formatDate "2026-11-21" "long"}}', 'November 21, 2026'],
    ['{{formatDate "2026-11-21" "full" "de-DE"}}', 'Samstag, 21. November 2026'],
    ['{{formatDate "2026-11-21" "short" "en-GB"}}', '21/11/2026'],
    ['{{formatDate "2026-11-21"}}', 'Nov 21, 2026'],
    ['{{formatDate "2026-11-21T23:30:00Z" "dd.MM.yyyy HH:mm"}}', '21.11.2026 23:30'],
    ['{{formatDate "2026-11-21T23:30:00Z" "dd.MM.yyyy HH:mm" timeZone="Europe/Berlin"}}', '22.11.2026 00:30'],
    ['{{formatDate "2026-11-21" "EEEE d MMMM yy" "fr-FR"}}', 'samedi 21 novembre 26'],
    ['{{formatDate "2026-11-21" "iso"}}', '2026-11-21'],
    ['{{formatDate 0 "iso"}}', '1970-01-01'],
    ['{{formatDate "2026-11-21" month="long" year="numeric"}}', 'November 2026'],
    ['[{{formatDate missing "long"}}]', '[]'],
    ['{{#if (eq a 1)}}yes{{else}}no{{/if}}', 'yes'],
    ['{{#if (ne a 1)}}yes{{else}}no{{/if}}', 'no'],
    ['{{lt 1 2}} {{lte 2 2}} {{gt "10" 9}} {{gte 1 2}}', 'true true true false'],
    ['{{and 1 "x" true}} {{and 1 0}} {{or 0 "" 3}} {{or 0 null}} {{not 0}} {{not list}}', 'true false true false true false'],
    ['{{add 0.1 0.2}} {{subtract 10 2.5}} {{multiply 19.99 3}} {{divide 10 4}}', '0.3 7.5 59.97 2.5'],
    ['[{{divide 1 0}}] [{{mod 7 0}}] {{mod 7 3}} {{add "2" 1}}', '[] [] 1 3'],
    ['{{round 2.5}} {{round -2.5}} {{round 1.005 2}} {{round 1234.5678 1}}', '3 -3 1.01 1234.6'],
    ['{{default missing "n/a"}} {{default "" "empty"}} {{default 0 "zero"}}', 'n/a empty 0'],
    ['{{{json obj}}}', '{"a":[1,"x"]}'],
    ['{{json obj}}', '{&quot;a&quot;:[1,&quot;x&quot;]}'],
    ['{{uppercase "straße"}} {{lowercase "ÄBC"}}', 'STRASSE äbc'],
    ['{{sum nums}} {{sum items "price"}} {{sum items "meta.qty"}} {{sum nothing}}', '6.6 30.5 3 0'],
    ['{{sum items "constructor"}} {{sum items "__proto__"}}', '0 0'],
    ['{{formatCurrency (multiply 3 19.99) "EUR" "de-DE"}}', '59,97 €'],
    ['{{sumProduct lines "qty" "price"}} {{sumProduct nothing "qty" "price"}}', '39.99 0'],
    ['{{formatPercent 19 null "de-DE"}} {{formatPercent 8.25 null "en-US"}} {{formatPercent 7 1}} [{{formatPercent missing}}]', '19 % 8.25% 7.0% []'],
    ['{{log "should not reach the server log"}}done', 'done'],
  ])('%s → %s', (body, expected) => {
    const variables = {
      a: 1,
      list: [1],
      obj: { a: [1, 'x'] },
      nums: [1.1, 2.2, 3.3],
      items: [{ price: 10.5, meta: { qty: 1 } }, { price: '20', meta: { qty: 2 } }, { price: 'n/a' }],
      lines: [
        { qty: 1, price: 19.99 },
        { qty: '2', price: 10 },
      ],
    };
    expect(r(body, variables)).toBe(expected);
  });

  test('sumProduct refuses a line without a number rather than leaving it out of the total', () => {
    const error = errorOf(() => renderTemplate('{{sumProduct lines "qty" "price"}}', { lines: [{ qty: 1, price: 2 }, { qty: 3 }] }));
    expect(error.code).toBe('TEMPLATE_ERROR');
    expect(error.details.params?.detail).toContain('item 2');
  });

  test('helperDocs documents every helper with a signature', () => {
    const names = helperDocs.map((h) => h.name);
    for (const name of ['formatNumber', 'formatCurrency', 'formatDate', 'eq', 'sum', 'default', 'json', 'round', 'mod']) {
      expect(names).toContain(name);
    }
    for (const doc of helperDocs) {
      expect(doc.signature.startsWith(doc.name)).toBe(true);
      expect(doc.description.length).toBeGreaterThan(5);
    }
  });
});

describe('renderTemplate', () => {
  test('fills variables, escapes HTML, prints nothing for missing ones', () => {
    expect(r('<p>{{name}}</p><p>{{missing.deep}}</p>', { name: '<b>Jane</b>' })).toBe('<p>&lt;b&gt;Jane&lt;/b&gt;</p><p></p>');
    expect(r('{{#each items}}{{@index}}:{{this}} {{/each}}', { items: ['a', 'b'] })).toBe('0:a 1:b ');
  });

  test('prototype access is denied and nothing gets polluted', () => {
    expect(r('[{{constructor.name}}][{{__proto__}}][{{obj.constructor.name}}][{{toString}}]', { obj: {} })).toBe('[][][][]');
    expect(r('{{#with __proto__}}[{{polluted}}]{{/with}}', {})).toBe('');
    expect(r('{{lookup (lookup this "constructor") "name"}}', {})).toBe('');
    expect(() => r('{{#with this as |o|}}{{lookup o "__defineGetter__"}}{{/with}}', {})).not.toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });

  test('own properties named like prototype members still print', () => {
    expect(r('{{constructor}}', { constructor: 'own value' })).toBe('own value');
  });

  test('syntax errors are TEMPLATE_ERROR with a detail, from compileCheck and from rendering', () => {
    for (const body of ['{{#if a}}unclosed', '{{#each items}}x{{/if}}', '{{> missingPartial}}', '{{ unknownHelper 1 }}']) {
      expect(codeOf(() => renderTemplate(body, { a: 1, items: [1] }))).toBe('TEMPLATE_ERROR');
    }
    expect(codeOf(() => compileCheck('{{#if a}}unclosed'))).toBe('TEMPLATE_ERROR');
    expect(codeOf(() => compileCheck('{{#if a}}{{/if}}'))).toBeUndefined();
    const crossed = errorOf(() => compileCheck('<p>\n{{#if a}}\n{{/each}}'));
    expect(crossed.details.params?.detail).toBe('`{{/each}}` on line 3 does not close `{{#if a}}` opened on line 2: close it with `{{/if}}` first.');
  });

  test('parser errors become sentences with the block, its line and column', () => {
    expect(templateProblem('<ul>\n\n  {{#each items}}\n<li>{{name}}</li>\n</ul>')).toEqual({
      message: '`{{#each items}}` opened on line 3 is never closed: add `{{/each}}` where the block ends.',
      line: 3,
      column: 3,
    });
    expect(templateProblem('{{#if paid}}Paid{{/if}}\n<p>\n    {{/if}}</p>')).toEqual({
      message: '`{{/if}}` on line 3 closes a block that was never opened: remove it, or add the matching `{{#if …}}` before it.',
      line: 3,
      column: 5,
    });
    expect(templateProblem('ok\n{{total bar=}}')).toEqual({
      message: 'Line 2 has a tag Handlebars cannot read (it found `}}`): check its braces, quotes and arguments.',
      line: 2,
      column: 1,
    });
    expect(templateProblem('{{!-- {{#if}} in a comment --}}{{#if x}}a{{else}}b{{/if}}')).toBeNull();
    // Generate's 422 carries the same problem in its envelope.
    const e = errorOf(() => renderTemplate('<p>\n\n{{#each items}}', {}));
    expect(e.details.extra).toEqual({ templateError: templateProblem('<p>\n\n{{#each items}}') });
  });

  test('helpers fail loudly on wrong values, naming the helper, the argument and the line', () => {
    const problem = (body: string, variables: Record<string, unknown> = {}) => errorOf(() => renderTemplate(body, variables)).details.extra?.templateError;
    expect(problem('<p>\n  {{formatCurrency total "EURO"}}</p>', { total: 5 })).toEqual({
      message: '`formatCurrency` on line 2: argument 2, the currency, is "EURO": use an ISO 4217 code such as "EUR" or "USD".',
      line: 2,
      column: 3,
      helper: 'formatCurrency',
    });
    expect(problem('{{formatCurrency total "EUR"}}', { total: 'n/a' })).toMatchObject({
      helper: 'formatCurrency',
      message: '`formatCurrency` on line 1: argument 1 is "n/a", not a number.',
    });
    expect(problem('\n\n{{formatDate due "long"}}', { due: 'next Tuesday' })).toMatchObject({
      helper: 'formatDate',
      line: 3,
      message: expect.stringContaining('argument 1 is "next Tuesday", not a date'),
    });
    expect(problem('{{formatDate "2026-11-21" "long" "xx-invalid-locale-!!"}}')).toMatchObject({ helper: 'formatDate', line: 1 });
    expect(problem('{{add subtotal tax}}', { subtotal: 10, tax: 'abc' })).toEqual({
      message: '`add` on line 1: argument 2 is "abc", not a number.',
      line: 1,
      column: 1,
      helper: 'add',
    });
    expect(problem('x {{formatCurrency (multiply qty price) "EUR"}}', { price: 2 })).toMatchObject({
      helper: 'multiply',
      column: 20,
      message: '`multiply` on line 1: argument 1 is missing, not a number.',
    });
    expect(problem('{{round "ten"}}')).toMatchObject({ helper: 'round' });
    expect(problem('{{formatNumber "abc" 2}}')).toMatchObject({ helper: 'formatNumber' });
    expect(problem('\n{{totl 2}}')).toMatchObject({ helper: 'totl', line: 2 });
  });

  test('a helper fault crosses a worker boundary as plain data', () => {
    let thrown: unknown;
    try {
      renderTemplate('\n{{add 1 "x"}}', {});
    } catch (error) {
      thrown = (error as AppError).cause;
    }
    expect(isTemplateFault(thrown)).toBe(true);
    const cloned = structuredClone(faultData(thrown as TemplateFaultData));
    // With its key and params, so the other side can word it in the caller's language.
    expect(cloned).toEqual({
      code: 'TEMPLATE_ERROR',
      message: '`add` on line 2: argument 2 is "x", not a number.',
      line: 2,
      column: 1,
      helper: 'add',
      key: 'helper',
      params: { helper: 'add', line: 2, reason: 'number_not', position: 2, value: '"x"' },
    });
    expect(isTemplateFault(cloned)).toBe(true);
  });

  test('size limits: 1 MB template, 10 MB rendered HTML', () => {
    expect(codeOf(() => renderTemplate('x'.repeat(MAX_TEMPLATE_BYTES + 1), {}))).toBe('RENDER_LIMIT_EXCEEDED');
    expect(codeOf(() => renderTemplate('x'.repeat(MAX_TEMPLATE_BYTES), {}))).toBeUndefined();
    const big = Array.from({ length: 11 }, () => 'y'.repeat(1024 * 1024));
    expect(codeOf(() => renderTemplate('{{#each big}}{{this}}{{/each}}', { big }))).toBe('RENDER_LIMIT_EXCEEDED');
  });
});
