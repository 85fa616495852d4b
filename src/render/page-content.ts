/**
 * Puts an HTML document into a warm page and waits for its load event, in one CDP command and
 * one event on the render's own channel (cdp-channel.ts): what puppeteer's
 * page.setContent(html, { waitUntil: 'load' }) does, without its lifecycle watcher and its
 * per-command costs (docs/performance.md).
 */
import type { Page } from 'puppeteer-core';
import { channelOf } from './browser.js';

export function loadHtml(page: Page, html: string): Promise<void> {
  return channelOf(page).loadHtml(html);
}
