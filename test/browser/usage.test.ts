import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support.js';
import { generateMany, quickDocument, quireCli } from './usage-support.js';

describe('dashboard: usage banner, chart and recent calls', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  it('shows no colour at 79 %, amber at 80 % and red at 100 % (set with `quire credits plan`), and no AI line', async () => {
    const { page, quire: q, account: a } = s;
    const doc = await quickDocument(q, a);
    await generateMany(q, a, doc.uuid, 19);
    const banner = page.getByRole('status', { name: 'Credit usage' });

    const plan = await quireCli(q, ['credits', 'plan', '--email', a.email, '--generation', '24', '--ai', '0']);
    expect(plan.generation).toMatchObject({ used: 19, included: 24, topUp: 0 }); // 79.2 %
    await signIn(page, a);
    await page.waitForURL('**/documents');
    await expect(banner.getAttribute('data-level')).resolves.toBe('normal');
    await expect(banner.textContent()).resolves.toContain('19 used of 24 (79 %) · 5 left');
    await expect(banner.textContent()).resolves.not.toContain('402');
    // The period ends on its last day (periodEnd is the next period's first instant), e.g. "Nov 30, 2026".
    const periodEnd = new Date(plan.generation.periodEnd);
    const lastDay = new Date(periodEnd.getTime() - 1).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect(banner.textContent()).resolves.toContain(`period ends ${lastDay}`);
    // Nothing included and nothing topped up: the AI counter is not in the banner.
    expect(await banner.locator('[data-kind="ai"]').count()).toBe(0);
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.className = 'bg-slate-50';
        document.body.append(probe);
        return getComputedStyle(probe).backgroundColor;
      }),
    );

    await generateMany(q, a, doc.uuid, 1);
    await quireCli(q, ['credits', 'plan', '--email', a.email, '--generation', '25', '--ai', '0']); // 20 / 25
    await page.goto('/usage');
    await expect(banner.getAttribute('data-level')).resolves.toBe('warning');
    const amber = await banner.textContent();
    expect(amber).toContain('20 used of 25 (80 %) · 5 left');
    expect(amber).toContain('when they run out, generating a PDF (API, MCP and the editor) answers 402 quota_exceeded');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('oklch(0.987 0.022 95.277)'); // amber-50

    await quireCli(q, ['credits', 'plan', '--email', a.email, '--generation', '20', '--ai', '0']); // 20 / 20
    await page.goto('/keys');
    await expect(banner.getAttribute('data-level')).resolves.toBe('exhausted');
    const red = await banner.textContent();
    expect(red).toContain('20 used of 20 (100 %) · 0 left');
    expect(red).toMatch(/None left: generating a PDF .* answers 402 quota_exceeded until the period renews on \w+ 1, \d{4} or credits are topped up\./);
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('oklch(0.971 0.013 17.38)'); // red-50
    // What the banner says is what happens.
    expect((await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid } })).status).toBe(402);

    // A top-up brings it back under 80 %: 20 / (20 + 10).
    await quireCli(q, ['credits', 'topup', '--email', a.email, '--generation', '10']);
    await page.reload();
    await expect(banner.getAttribute('data-level')).resolves.toBe('normal');
    await expect(banner.textContent()).resolves.toContain('20 used of 20 + 10 top-up (66 %)');
    expect(s.consoleErrors).toEqual([]);
  });

  it("lists a token's calls with the key's name and status, and today's bar counts the calls", async () => {
    const { page, quire: q, account: a } = s;
    await signIn(page, a);
    await page.waitForURL('**/documents');
    const key = (await page.request.post('/v1/api-keys', { data: { name: 'Billing server' }, headers: { origin: q.origin } })).json();
    const token = (await key).token as string;
    const api = (method: string, path: string, body?: unknown) => q.call(method, path, { headers: { 'x-api-token': token }, body });
    expect((await api('GET', '/v1/documents')).status).toBe(200);
    expect((await api('GET', '/v1/documents/999999')).status).toBe(404);
    expect((await api('POST', '/v1/folders', { name: '' })).status).toBe(400);

    const daily = page.waitForResponse((r) => r.url().includes('/v1/usage/daily'));
    await page.getByRole('link', { name: 'Usage' }).click();
    const table = page.getByRole('table', { name: 'Recent calls' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    const [newest, middle, oldest] = [await cells(0), await cells(1), await cells(2)];
    expect(newest.slice(1, 3)).toEqual(['400', 'POST /v1/folders']);
    expect(middle.slice(1, 3)).toEqual(['404', 'GET /v1/documents/:id']);
    expect(oldest.slice(1, 3)).toEqual(['200', 'GET /v1/documents']);
    for (const row of [newest, middle, oldest]) {
      expect(row[3]).toMatch(/^\d+ ms$/);
      expect(row[4]).toContain('Billing server');
    }
    // Status colours: green for 2xx, amber for 4xx.
    const badge = (i: number) => rows.nth(i).locator('td').nth(1).locator('span');
    expect(await badge(2).getAttribute('class')).toContain('bg-emerald-100');
    expect(await badge(0).getAttribute('class')).toContain('bg-amber-100');

    // The chart: 30 days, today last, its bar as high as the API's count for today; like the
    // list, it leaves out the dashboard's own calls by default.
    expect(new URL((await daily).url()).searchParams.get('dashboard')).toBe('exclude');
    const answered = await (await daily).json();
    const bars = page.locator('[data-date]');
    await expect(bars.count()).resolves.toBe(30);
    const today = new Date().toISOString().slice(0, 10);
    const last = bars.nth(29);
    expect(await last.getAttribute('data-date')).toBe(today);
    const n1 = Number(await last.getAttribute('data-calls'));
    expect(n1).toBe(answered.days[29].calls);
    expect(n1).toBeGreaterThanOrEqual(3); // the three token calls at least (the dashboard's own calls are left out by default)
    expect(Number(await last.getAttribute('data-errors'))).toBe(answered.days[29].errors);
    expect(answered.days[29].errors).toBeGreaterThanOrEqual(2);
    await last.hover();
    await expect(page.getByRole('tooltip').textContent()).resolves.toContain(`(today)${n1} calls`);

    // Three more calls; after a reload today's bar has grown by at least those three.
    for (let i = 0; i < 3; i++) await api('GET', '/v1/me');
    await page.reload();
    await page.locator('[data-date]').nth(29).waitFor();
    const n2 = Number(await page.locator('[data-date]').nth(29).getAttribute('data-calls'));
    expect(n2).toBeGreaterThanOrEqual(n1 + 3);
    await expect(rows.first().locator('td').nth(2).innerText()).resolves.toContain('GET /v1/me');
    expect(s.consoleErrors).toEqual([]);
  });

  it('polls the recent calls while the page is open', async () => {
    const { page, quire: q, account: a } = s;
    await signIn(page, a, '/sign-in?next=%2Fusage');
    await page.waitForURL('**/usage');
    await page.getByText('No calls yet.').waitFor();
    await q.call('GET', '/v1/folders', { token: a.token });
    // No reload: the next poll (every 5 s) brings it.
    await page.getByRole('table', { name: 'Recent calls' }).getByText('GET /v1/folders').waitFor({ timeout: 15_000 });
    // One toggle for both: the chart then counts the dashboard's calls too, as the list shows them.
    const chartWithDashboard = page.waitForResponse((r) => r.url().includes('/v1/usage/daily') && r.url().includes('dashboard=include'));
    await page.getByLabel('Include dashboard calls').check();
    await page.getByRole('table', { name: 'Recent calls' }).getByText('Dashboard').first().waitFor();
    const all = (await (await chartWithDashboard).json()).days.at(-1).calls;
    const programs = (await q.call('GET', '/v1/usage/daily?days=1&dashboard=exclude', { token: a.token })).body.days[0].calls;
    await expect.poll(async () => Number(await page.locator('[data-date]').last().getAttribute('data-calls'))).toBe(all);
    expect(all).toBeGreaterThan(programs); // the dashboard's own reads are in it
  });
});
