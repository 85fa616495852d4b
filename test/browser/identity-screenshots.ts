/**
 * Screenshots of identity and teams (issue 44) at a laptop's and a phone's size, light and dark:
 *   npx tsx test/browser/identity-screenshots.ts   -> .tmp/screens/identity-<view>-<size>-<scheme>.png
 * The invitation page before accepting, the finished invitation without mail, the rename dialog,
 * the account menu of an invitee, and the navigation an editor and a viewer get.
 */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { login, startTestQuire } from '../support/quire.js';
import { addMember } from '../teams/support.js';
import { launchChromium, signIn } from './support.js';
import { screenshotPage } from './screenshot-page.js';

const OUT = '.tmp/screens';
const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const SCHEMES = ['light', 'dark'] as const;

await fs.mkdir(OUT, { recursive: true });
const q = await startTestQuire('sqlite');
const browser = await launchChromium();
try {
  const owner = await q.account('ada.lovelace@example.com');
  const ownerCookie = await login(q.call, owner.email, owner.password);
  await q.call('PATCH', `/v1/workspaces/${owner.id}`, { cookie: ownerCookie, body: { name: 'Analytical Engines' } });
  await q.call('POST', '/v1/documents', { token: owner.token, body: { name: 'Invoice' } });
  const editor = await addMember(q, { cookie: ownerCookie }, 'editor', 'grace.hopper@example.com');
  const viewer = await addMember(q, { cookie: ownerCookie }, 'viewer', 'lin.viewer@example.com');

  for (const scheme of SCHEMES) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const { context, page, shot: save } = await screenshotPage(browser, q.origin, OUT, size, viewport, scheme);
      const shot = (name: string, p?: Page) => save(`identity-${name}`, p);

      // A fresh invitation each round: the page shows it before accepting.
      const invite = await q.call('POST', '/v1/invitations', {
        cookie: ownerCookie,
        body: { email: `new.colleague.${scheme}.${size}@example.com`, role: 'editor' },
      });
      await page.goto(`/invitation#token=${invite.body.token}`);
      await page.getByRole('definition').first().waitFor();
      await shot('invitation');

      await signIn(page, owner, '/sign-in?next=%2Fmembers');
      await page.waitForURL('**/members');
      await page.getByRole('heading', { name: /^Members of / }).waitFor();
      await shot('members');
      await page.getByRole('button', { name: 'Rename workspace' }).click();
      await shot('rename');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Invite member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a member' });
      await dialog.getByLabel('Email').fill(`someone.${scheme}.${size}@example.com`);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByRole('dialog', { name: 'Invitation created' }).waitFor();
      await shot('invited');
      await page.getByRole('button', { name: 'Done' }).click();

      for (const [role, member] of [
        ['editor', editor],
        ['viewer', viewer],
      ] as const) {
        await context.clearCookies();
        await signIn(page, member);
        await page.waitForURL('**/documents');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await shot(`${role}-documents`);
        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByText('Signed in as').waitFor();
        await shot(`${role}-menu`);
        await page.keyboard.press('Escape');
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${OUT}/identity-*`);
} finally {
  await browser.close();
  await q.close();
}
