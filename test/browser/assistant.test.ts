import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeAi } from '../support/fake-ai.js';
import { expectedCredits } from '../assistant/support.js';
import { browserSuite, signIn } from './support.js';

/** A ceiling for what the page must show, not a measured bound. */
const WAIT = { timeout: 30_000 };
const SHOTS = '.tmp/screens';

const ai = await startFakeAi();
afterAll(() => ai.close());

const previewText = (page: Page) => page.getByRole('region', { name: 'Preview' }).textContent();

async function openEditor(page: Page, id: number) {
  await page.goto(`/documents/${id}`);
  await expect.poll(() => previewText(page), WAIT).toContain('Hello, world!');
}

describe('dashboard: the Assistant panel (fake Anthropic server, real SDK)', () => {
  const s = browserSuite({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-test', AI_API_KEY: 'sk-browser-test-key', AI_BASE_URL: ai.anthropicUrl });

  it('streams the reply, shows the proposal as a diff, applies it (saved, preview updated) and the AI counter drops', async () => {
    const { page, quire: q } = s;
    await q.quire.services.credits.topUp(s.account.id, { ai: 20 });
    const doc = (await q.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Invoice' } })).body;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    await openEditor(page, doc.id);

    await page.getByRole('tab', { name: 'Assistant' }).click();
    const panel = page.getByRole('region', { name: 'Assistant' });
    await expect.poll(() => panel.getByLabel('AI credits left').textContent(), WAIT).toBe('20 AI credits left');

    const usage = { input: 2400, output: 350, cacheWrite: 1800 };
    const body = '<div class="p-8"><h1 class="text-3xl">Invoice {{number}}</h1><p class="text-right">Total due {{total}}</p></div>';
    ai.enqueue({
      kind: 'reply',
      delayMs: 250,
      usage,
      text: ['I made ', 'an invoice ', 'with the total ', 'on the right.'],
      tool: { input: { summary: 'Invoice with the total on the right', body, variables: { number: 'INV-42', total: '€ 1,234.00' } } },
    });
    await panel.getByLabel('Message to the assistant').fill('make an invoice and move the total to the right');
    await panel.getByRole('button', { name: 'Send' }).click();

    // The reply streams in: part of it is on screen before the rest has arrived.
    const progress = panel.getByLabel('Reply in progress');
    await expect.poll(() => progress.textContent(), WAIT).toContain('an invoice');
    expect(await progress.textContent()).not.toContain('on the right.');
    const proposal = panel.getByRole('region', { name: 'Proposed change' });
    await proposal.waitFor(WAIT);
    const diff = await proposal.getByLabel('Body diff').textContent();
    expect(diff).toContain('-<div class="p-12">'); // the default body's lines, marked removed
    expect(diff).toContain('+<div class="p-8"><h1 class="text-3xl">Invoice {{number}}</h1>');
    expect(await proposal.getByLabel('Sample variables diff').textContent()).toContain('+  "number": "INV-42",');
    const credits = expectedCredits(usage);
    await expect.poll(() => panel.getByRole('list', { name: 'Conversation' }).textContent(), WAIT).toContain(`${credits} AI credits`);
    expect(await panel.getByRole('list', { name: 'Conversation' }).textContent()).toContain('I made an invoice with the total on the right.');
    await expect.poll(() => panel.getByLabel('AI credits left').textContent(), WAIT).toBe(`${20 - credits} AI credits left`);

    for (const [name, viewport] of [
      ['laptop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await fs.mkdir(SHOTS, { recursive: true });
      await page.setViewportSize(viewport);
      // On a phone the assistant is one of the editor's tabs.
      if (name === 'phone') await page.getByRole('tablist', { name: 'Editor' }).getByRole('tab', { name: 'Assistant' }).click();
      await proposal.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/assistant-${name}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await proposal.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => previewText(page), WAIT).toContain('Total due € 1,234.00');
    await page.getByText('All changes saved').waitFor(WAIT);
    const saved = (await q.call('GET', `/v1/documents/${doc.id}`, { token: s.account.token })).body;
    expect(saved.body).toBe(body);
    expect(saved.variables).toEqual({ number: 'INV-42', total: '€ 1,234.00' });
    expect(await proposal.count()).toBe(0);

    // A second proposal, discarded: nothing changes.
    ai.enqueue({ kind: 'reply', text: ['Landscape?'], tool: { input: { summary: 'landscape', landscape: true } }, usage: { input: 500, output: 20 } });
    await panel.getByLabel('Message to the assistant').fill('make it landscape');
    await panel.getByRole('button', { name: 'Send' }).click();
    await proposal.waitFor(WAIT);
    expect(await proposal.textContent()).toContain('landscape');
    await proposal.getByRole('button', { name: 'Discard' }).click();
    expect(await proposal.count()).toBe(0);
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: s.account.token })).body.landscape).toBe(false);

    // Reset clears the kept conversation.
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => (await q.call('GET', `/v1/documents/${doc.id}/assistant`, { token: s.account.token })).body.messages.length, WAIT).toBe(0);
    // The panel empties once its own request has answered, which may come after the poll above.
    await expect.poll(() => panel.getByRole('list', { name: 'Conversation' }).locator('li').count(), WAIT).toBe(0);
    expect(s.consoleErrors).toEqual([]);
  }, 120_000);
});

describe('dashboard: no Assistant without a provider', () => {
  const s = browserSuite();

  it('keeps the Assistant tab when AI_PROVIDER is none, saying how to turn it on instead of a chat', async () => {
    const { page, quire: q } = s;
    const doc = (await q.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Letter' } })).body;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    await openEditor(page, doc.id);
    await page.getByRole('complementary', { name: 'Settings' }).waitFor();
    await page.getByRole('tab', { name: 'Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'Assistant' });
    await panel.getByRole('heading', { name: 'The assistant is not set up on this server' }).waitFor();
    expect(await panel.textContent()).toContain('AI_PROVIDER=');
    expect(await panel.getByRole('textbox').count()).toBe(0); // nothing to ask
    expect(await page.getByRole('region', { name: 'Assistant' }).count()).toBe(0);
  });
});
