/**
 * Puts an HTML document into a warm page and waits for its load event, in one CDP command and
 * one event: what puppeteer's page.setContent(html, { waitUntil: 'load' }) does with the same
 * Page.setDocumentContent, without its lifecycle watcher (listeners on the frame manager, the
 * network manager and the frame, and three promises raced per call), measured at 0.25 ms of
 * Node CPU per render (docs/performance.md). Fonts, images and stylesheets hold the load event
 * as they do there.
 */
import type { CDPSession, Page } from 'puppeteer-core';

export function loadHtml(page: Page, html: string): Promise<void> {
  const client = (page as unknown as { _client(): CDPSession })._client();
  const frameId = (page.mainFrame() as unknown as { _id: string })._id;
  return new Promise<void>((resolve, reject) => {
    // Subscribed first: the event may arrive right behind the command's answer.
    const loaded = () => {
      client.off('Page.loadEventFired', loaded);
      resolve();
    };
    client.on('Page.loadEventFired', loaded);
    client.send('Page.setDocumentContent', { frameId, html }).catch((error: unknown) => {
      client.off('Page.loadEventFired', loaded);
      reject(error);
    });
  });
}
