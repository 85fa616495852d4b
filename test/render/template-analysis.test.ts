/**
 * Template analysis (issue 39) without a server: the paths a render reads that the variables
 * lack, and the schema inferred from the templates, on the Handlebars constructs that move the
 * scope (block params, `../`, `@root`, `#with`, partials, inline partials, partial blocks) and
 * the ones that make a path optional (`#if`, `#unless`, `and`/`or`/`not`, `default`).
 */
import { describe, expect, it } from 'vitest';
import { variablesProblems } from '../../src/modules/variables/validate.js';
import { starters } from '../../src/modules/starters/catalog.js';
import { inferVariablesSchema, MAX_MISSING, missingVariables } from '../../src/render/template-analysis.js';

const missing = (body: string, variables: Record<string, unknown>, extra: { partials?: Record<string, string>; furniture?: string[] } = {}) =>
  missingVariables({ templates: [body], ...extra }, variables);

describe('missingVariables', () => {
  it('follows block params, ../ and @root inside loops, and names array items by index', () => {
    const body = '{{#each lines as |line i|}}{{line.name}} {{../currency}} {{@root.vat}} {{i}} {{@index}}{{/each}}';
    expect(missing(body, { lines: [{ name: 'a' }, {}], currency: 'EUR' })).toEqual(['vat', 'lines.1.name']);
    expect(missing(body, { lines: [], currency: 'EUR' })).toEqual([]);
    // An absent list is an empty one (an optional list); the values read beside it are still missing.
    expect(missing(body, {})).toEqual([]);
    expect(missing('{{#each lines}}{{name}}{{/each}}{{#with seller}}{{name}}{{/with}}', {})).toEqual(['seller']);
  });

  it('walks the branch the data takes; tested paths and default fallbacks never warn', () => {
    const body =
      '{{#if discount}}{{discount.label}}{{else}}{{noDiscountText}}{{/if}}' +
      '{{#unless paid}}{{dueDate}}{{/unless}}' +
      '{{#if (eq currency "EUR")}}{{iban}}{{/if}}' +
      '{{#if (and a b)}}{{both}}{{/if}}{{default nickname "friend"}}';
    expect(missing(body, { noDiscountText: '-', paid: true, currency: 'USD' })).toEqual([]);
    expect(missing(body, { discount: {}, paid: false, currency: 'EUR', a: 1, b: 1 })).toEqual(['discount.label', 'dueDate', 'iban', 'both']);
  });

  it('reads #with scopes, partials with a context or hash, inline partials and partial blocks; header furniture names are given', () => {
    const partials = { card: '<b>{{name}}</b> {{title}}', layout: '<main>{{> @partial-block}}</main>' };
    const body =
      '{{#*inline "row"}}{{label}}{{/inline}}{{#with seller}}{{name}}{{/with}}{{> card customer title="x"}}' +
      '{{#each rows}}{{> row}}{{/each}}{{#> layout}}{{inside}}{{/layout}}';
    expect(
      missing(body, { seller: {}, customer: {}, rows: [{ label: 'l' }, {}], inside: 1 }, { partials, furniture: ['{{pageNumber}}/{{totalPages}} {{note}}'] }),
    ).toEqual(['seller.name', 'customer.name', 'rows.1.label', 'note']);
  });

  it('stops at MAX_MISSING warnings', () => {
    const body = Array.from({ length: 80 }, (_, i) => `{{v${i}}}`).join('');
    expect(missing(body, {})).toHaveLength(MAX_MISSING);
  });
});

describe('inferVariablesSchema', () => {
  it('nests dotted paths, types arrays from #each, leaves #if paths optional, takes types and examples from the sample', () => {
    const schema = inferVariablesSchema(
      {
        templates: [
          '{{customer.name}}{{#each items}}{{title}} {{formatCurrency this.price ../currency}}{{/each}}{{#if customer.vat}}{{customer.vat}}{{/if}}{{#if paid}}✓{{/if}}',
        ],
        partials: {},
      },
      { customer: { name: 'Ada' }, items: [{ title: 'A', price: 2 }], paid: false },
    );
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        customer: {
          type: 'object',
          properties: { name: { type: 'string', examples: ['Ada'] }, vat: { type: 'string' } },
          required: ['name'],
        },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { title: { type: 'string', examples: ['A'] }, price: { type: 'number', examples: [2] } },
            required: ['title', 'price'],
          },
        },
        currency: { type: 'string' },
        paid: { type: 'boolean', examples: [false] },
      },
      required: ['customer', 'currency'],
    });
  });

  it('reads an array by index (`{{signatories.1.name}}`) as an array; what only a conditional block reads is optional', () => {
    const schema = inferVariablesSchema(
      { templates: ['{{s.0.name}} {{s.1.role}}{{#if (eq kind "paid")}}{{receipt}}{{/if}}{{#if customer}}{{customer.name}}{{/if}}'] },
      {},
    );
    expect(schema.properties).toEqual({
      s: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, role: { type: 'string' } }, required: ['name', 'role'] },
        minItems: 2,
      },
      kind: { type: 'string' },
      receipt: { type: 'string' },
      customer: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    });
    expect(schema.required).toEqual(['s', 'kind']);
  });
});

describe.each(starters().map((s) => [s.id, s] as const))('the %s starter', (_id, starter) => {
  const input = { templates: [starter.body, starter.title ?? ''], furniture: [starter.header, starter.footer] };
  it('its samples give no MISSING_VARIABLE warning and match the schema inferred from its first sample', () => {
    const schema = JSON.stringify(inferVariablesSchema(input, starter.variables[starter.locales[0]!]!));
    for (const locale of starter.locales) {
      expect(missingVariables(input, starter.variables[locale]!), locale).toEqual([]);
      expect(variablesProblems(schema, starter.variables[locale]!), locale).toEqual([]);
    }
  });
});
