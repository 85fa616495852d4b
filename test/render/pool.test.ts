/**
 * The Chromium supervisor under faults, with real Chromium: a killed browser, a render that
 * blows its deadline, a full queue, recycling after N renders.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { Renderer } from '../../src/render/renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { pdfText } from '../support/pdf.js';
import { waitFor } from '../support/wait.js';

const doc = (body: string, variables: Record<string, unknown> = {}): RenderInput => ({
  body,
  variables,
  framework: 'NONE',
  format: 'A4',
  landscape: false,
  fonts: [],
});
const small = (text: string) => doc(`<p>${text}</p>`);
/** Several hundred ms of layout and printing: long enough to be interrupted. */
const heavy = doc('<table>{{#each rows}}<tr><td>row {{this}}</td><td>{{this}}</td></tr>{{/each}}</table>', {
  rows: Array.from({ length: 6000 }, (_, i) => i),
});
/** Resolves with the pool's next 'page' event: a render holds a Chromium page and runs on it. */
const nextPage = (renderer: Renderer) =>
  new Promise<{ pid: number | null }>((resolve) => {
    const off = renderer.onPage((event) => {
      off();
      resolve(event);
    });
  });
const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
};

/** Polls `done` every 5 ms (the pool's state changes within a render) for up to 20 s. */
const until = (done: () => boolean) => waitFor('the pool state', done, 20_000, 5);

describe('one page, queue of one', () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = await Renderer.start({ concurrency: 1, queueLimit: 1, maxPages: 1000 });
  });
  afterAll(async () => {
    await renderer?.close();
  });

  test('health reports a running browser', () => {
    const health = renderer.health();
    expect(health.status).toBe('ok');
    expect(health.browserPid).toBeGreaterThan(0);
    expect(health.queue).toBe(0);
  });

  test('Chromium killed mid-render: that render is SERVICE_UNAVAILABLE, the next one works', async () => {
    const before = renderer.health();
    const onPage = nextPage(renderer);
    const rendering = codeOf(renderer.renderPdf(heavy));
    // Template expansion runs in a worker first: wait (however loaded the machine) until the
    // render holds a page of this browser; from then a crash fails it (no guessed sleep).
    expect((await onPage).pid).toBe(before.browserPid);
    process.kill(before.browserPid!, 'SIGKILL');
    expect(await rendering).toBe('SERVICE_UNAVAILABLE');

    const { pdf } = await renderer.renderPdf(small('after the crash'));
    expect(await pdfText(pdf)).toContain('after the crash');
    const after = renderer.health();
    expect(after.restarts).toBe(before.restarts + 1);
    expect(after.browserPid).not.toBe(before.browserPid);
    expect(after.status).toBe('ok');
  });

  test('a render past its deadline is SERVICE_UNAVAILABLE, well before the render would end; the next one works', async () => {
    // Compared with the same render measured now, not with a fixed time: a loaded machine slows both.
    let start = performance.now();
    const full = await renderer.renderPdf(heavy);
    const fullMs = performance.now() - start;
    expect(full.pages).toBeGreaterThan(10);
    start = performance.now();
    expect(await codeOf(renderer.renderPdf(heavy, { deadlineMs: 60 }))).toBe('SERVICE_UNAVAILABLE');
    expect(performance.now() - start).toBeLessThan(fullMs);
    expect(await codeOf(renderer.renderPdf(small('tiny deadline'), { deadlineMs: 1 }))).toBe('SERVICE_UNAVAILABLE');

    const { pdf } = await renderer.renderPdf(small('after the deadline'));
    expect(await pdfText(pdf)).toContain('after the deadline');
  });

  test('beyond the queue limit: RENDER_QUEUE_FULL with Retry-After, the others complete', async () => {
    const first = renderer.renderPdf(heavy); // holds the only page
    await until(() => renderer.health().active === 1);
    const second = renderer.renderPdf(small('queued')); // waits
    await until(() => renderer.health().queue === 1);
    const third = renderer.renderPdf(small('rejected'));
    const error = await third.catch((e: unknown) => e);
    expect((error as AppError).code).toBe('RENDER_QUEUE_FULL');
    expect((error as AppError).details.retryAfter).toBe(1);
    expect(renderer.health().queue).toBe(1);
    expect((await first).pages).toBeGreaterThan(10);
    expect(await pdfText((await second).pdf)).toContain('queued');
    expect(renderer.health().queue).toBe(0);
  });
});

describe('recycling', () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = await Renderer.start({ concurrency: 2, restartAfter: 3, maxPdfBytes: 40_000 });
  });
  afterAll(async () => {
    await renderer?.close();
  });

  test('the browser is replaced every N renders without failing a render', async () => {
    const before = renderer.health();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => renderer.renderPdf(small(`render ${i}`))));
    for (const [i, result] of results.entries()) expect(await pdfText(result.pdf)).toContain(`render ${i}`);
    const after = renderer.health();
    // 10 renders, 3 per browser; renders still in flight on a retiring browser count for it, so
    // each retired browser served 3 or more: 2 or 3 replacements, never more.
    expect([before.restarts + 2, before.restarts + 3]).toContain(after.restarts);
    expect(after.renders).toBe(before.renders + 10);
    expect(after.browserPid).not.toBe(before.browserPid);
  });

  test('a PDF over maxPdfBytes is RENDER_LIMIT_EXCEEDED', async () => {
    const body = '{{#each rows}}<p>Paragraph {{this}} with a little text to make the PDF grow quickly.</p>{{/each}}';
    expect(await codeOf(renderer.renderPdf(doc(body, { rows: Array.from({ length: 3000 }, (_, i) => i) })))).toBe('RENDER_LIMIT_EXCEEDED');
    expect(await codeOf(renderer.renderPdf(small('still fine')))).toBe('resolved');
  });

  test('after close(), renders are refused and health says closed', async () => {
    const spare = await Renderer.start({ concurrency: 1 });
    await spare.close();
    expect(spare.health().status).toBe('closed');
    expect(await codeOf(spare.renderPdf(small('too late')))).toBe('SERVICE_UNAVAILABLE');
  });
});
