/**
 * Issue 44: the TEST mark of a test-key render covers no text of any starter (it printed over
 * the invoice's, quote's and credit note's sender address once). Each starter is rendered with a
 * test key, in each locale; pdftotext -bbox gives every word's box: the mark's words (whole, on
 * every page) and the document's words must not overlap, and the test render keeps every word of
 * the live one.
 */
import { run } from '../support/run.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { withFile } from '../support/pdf.js';
import { login } from '../support/quire.js';
import { renderedPdf, useStarterQuire } from './starter-quire.js';
import { starters } from '../../src/modules/starters/catalog.js';

interface Box {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const MARK = ['TEST', 'RENDER', '·', 'not', 'a', 'live', 'document'];

async function boxes(pdf: Uint8Array): Promise<{ words: Box[]; height: number }> {
  const { stdout } = await withFile(pdf, (path) => run('pdftotext', ['-bbox', path, '-'], { maxBuffer: 64 * 1024 * 1024 }));
  const words: Box[] = [];
  let page = 0;
  let height = 0;
  for (const line of stdout.split('\n')) {
    const p = /<page width="[\d.]+" height="([\d.]+)">/.exec(line);
    if (p) {
      page++;
      height = Number(p[1]);
    }
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line);
    if (m) words.push({ page, x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), text: m[5]!.replace(/&amp;/g, '&') });
  }
  return { words, height };
}

const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('the TEST mark on every starter', () => {
  const { q, a } = useStarterQuire();
  let testToken: string;
  beforeAll(async () => {
    const cookie = await login(q.call, a.email, a.password);
    const key = await q.call('POST', '/v1/api-keys', { cookie, body: { name: 'CI', kind: 'test' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    testToken = key.body.token;
  });
  const render = (token: string, uuid: string, variables: unknown) => renderedPdf(q, token, uuid, variables);

  for (const s of starters()) {
    it(`${s.id}: the mark covers no word in any locale, and hides none`, async () => {
      const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: s.name, starter: s.id } })).body;
      for (const locale of s.locales) {
        const what = `${s.id} ${locale}`;
        const marked = await boxes(await render(testToken, doc.uuid, s.variables[locale]));
        const live = await boxes(await render(a.token, doc.uuid, s.variables[locale]));
        const pages = Math.max(...marked.words.map((w) => w.page));
        for (let page = 1; page <= pages; page++) {
          // The mark: its words in the bottom strip of the page, whole.
          const onPage = marked.words.filter((w) => w.page === page);
          const mark = onPage.filter((w) => w.y0 > marked.height - 20 && MARK.includes(w.text));
          expect(mark.map((w) => w.text).join(' '), `${what} page ${page}`).toBe(MARK.join(' '));
          const content = onPage.filter((w) => !mark.includes(w));
          const covered = content.filter((w) => mark.some((m) => overlap(m, w))).map((w) => `"${w.text}" at ${Math.round(w.x0)},${Math.round(w.y0)}`);
          expect(covered, `${what} page ${page}: words under the mark`).toEqual([]);
          // Nothing of the live render is lost (pdftotext's reading order may differ: compared sorted).
          const livePage = live.words
            .filter((w) => w.page === page)
            .map((w) => w.text)
            .sort();
          expect(content.map((w) => w.text).sort(), `${what} page ${page}`).toEqual(livePage);
        }
      }
    }, 120_000);
  }
});
