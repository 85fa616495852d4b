import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import Handlebars from 'handlebars';
import { AppError } from '../../src/core/errors.js';
import { fitsInline, INLINE_BUDGET, INLINE_MAX_BODY, shapeOf } from '../../src/render/template-bound.js';
import { TemplatePool } from '../../src/render/template-pool.js';
import { renderTemplate, templateShape } from '../../src/render/template.js';

const invoice = readFileSync(new URL('../fixtures/invoice/template.hbs', import.meta.url), 'utf8');
const invoiceVars = JSON.parse(readFileSync(new URL('../fixtures/invoice/variables.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const shape = (body: string) => shapeOf(Handlebars.parse(body));

describe('the inline bound (template-bound.ts)', () => {
  test('reads text, values and loops from the syntax tree', () => {
    expect(shape('<p>{{a}}</p>{{#each items}}<i>{{name}}</i>{{#if x}}{{y}}{{/if}}{{/each}}{{formatNumber n 2}}')).toEqual({
      inline: true,
      text: 7,
      values: 1,
      loopText: 7,
      loopValues: 2,
      depth: 0,
    });
    expect(shape('{{uppercase (lowercase (json this))}}').depth).toBe(2);
  });

  test.each([
    ['a loop inside a loop', '{{#each a}}{{#each b}}x{{/each}}{{/each}}'],
    ['a loop inside a with inside a loop', '{{#each a}}{{#with b}}{{#each c}}x{{/each}}{{/with}}{{/each}}'],
    ['a partial', '{{> letterhead}}'],
    ['an inline partial', '{{#*inline "x"}}y{{/inline}}{{> x}}'],
    ['a section over a variable (iterates arrays)', '{{#items}}x{{/items}}'],
    ['subexpressions nested four deep', '{{uppercase (uppercase (uppercase (uppercase (json this))))}}'],
  ])('leaves %s to the workers', (_, body) => {
    expect(shape(body).inline).toBe(false);
  });

  test('an else of a loop runs once: a loop there is allowed', () => {
    expect(shape('{{#each a}}x{{else}}{{#each b}}y{{/each}}{{/each}}').inline).toBe(true);
  });

  test('admits the invoice, refuses variables whose values alone could pass the budget', () => {
    expect(fitsInline(templateShape(invoice), invoice.length, JSON.stringify(invoiceVars).length)).toBe(true);
    // 50 values of up to 6 x V characters each: over the budget before any loop.
    const body = '<p>{{s}}</p>'.repeat(50);
    expect(fitsInline(templateShape(body), body.length, INLINE_BUDGET / 200)).toBe(false);
    expect(fitsInline(templateShape(body), body.length, 100)).toBe(true);
  });
});

describe('TemplatePool.expand', () => {
  const pool = new TemplatePool({ threads: 1 });
  afterAll(() => pool.close());

  test('expands a template within the bound on the calling thread: no worker task, the same HTML', async () => {
    const before = pool.workerTasks;
    const html = await pool.expand(invoice, invoiceVars);
    expect(pool.workerTasks).toBe(before);
    expect(html).toBe(renderTemplate(invoice, invoiceVars));
    expect(html).toContain('INV-1042');
    expect(html).toContain('617.61');
  });

  test('an expansion that passes its budget while running starts again in a worker, with the same result', async () => {
    const body = '{{#each items}}{{../s}}{{/each}}';
    const variables = { s: '"'.repeat(500), items: Array.from({ length: 1000 }, (_, i) => i) };
    expect(fitsInline(templateShape(body), body.length, JSON.stringify(variables).length)).toBe(true);
    const before = pool.workerTasks;
    const html = await pool.expand(body, variables);
    expect(pool.workerTasks).toBe(before + 1);
    expect(html).toBe('&quot;'.repeat(500 * 1000));
  });

  test('a body over 16 KB, or one with a partial, goes to a worker', async () => {
    const before = pool.workerTasks;
    const large = `<p>{{name}}</p>${'<i>filler</i>'.repeat(1400)}`;
    expect(large.length).toBeGreaterThan(INLINE_MAX_BODY);
    expect(await pool.expand(large, { name: 'Ada' })).toContain('<p>Ada</p>');
    expect(await pool.expand('{{> sign}}!', {}, { partials: { sign: 'Yours' } })).toBe('Yours!');
    expect(pool.workerTasks).toBe(before + 2);
  });

  test('a body that does not parse is a TEMPLATE_ERROR on the calling thread: no worker is started for it', async () => {
    const before = pool.workerTasks;
    const broken = await pool.expand('<ul>{{#each items}}<li>{{name}}</li></ul>', { items: [] }).catch((e: unknown) => e);
    expect((broken as AppError).code).toBe('TEMPLATE_ERROR');
    expect(JSON.stringify((broken as AppError).details.extra)).toMatch(/each/);
    expect(pool.workerTasks).toBe(before);
  });

  test('helper faults and limits are the same errors inline as in a worker', async () => {
    const fault = await pool.expand('{{formatCurrency 1 "EUX"}}', {}).catch((e: unknown) => e);
    expect(fault).toBeInstanceOf(AppError);
    expect((fault as AppError).code).toBe('TEMPLATE_ERROR');
    expect(String((fault as AppError).details.params?.detail)).toMatch(/the currency, is "EUX"/);
    const locale = await pool.expand('{{formatCurrency 1 "EUR" "not a locale!"}}', {}).catch((e: unknown) => e);
    expect((locale as AppError).code).toBe('TEMPLATE_ERROR');
    // Nested loops are never inline: the worker's output limit stops them.
    const loops = await pool
      .expand('{{#each a}}{{#each @root.a}}{{#each @root.a}}{{@root.s}}{{/each}}{{/each}}{{/each}}', {
        a: Array.from({ length: 200 }, () => 0),
        s: 'x'.repeat(2000),
      })
      .catch((e: unknown) => e);
    expect((loops as AppError).code).toBe('RENDER_LIMIT_EXCEEDED');
  });

  test('formatters are reused across calls and locales stay apart', async () => {
    const body = '{{#each n}}{{formatCurrency this "EUR" "de-DE"}}|{{formatCurrency this "EUR" "en-US"}};{{/each}}';
    const html = (await pool.expand(body, { n: [1234.5, 2] })).replace(/[\u00a0\u202f]/g, ' ');
    expect(html).toBe('1.234,50 €|€1,234.50;2,00 €|€2.00;');
  });
});
