import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import puppeteer from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RENDERER_OPTIONS } from '../../src/render/defaults.js';
import { resolveExecutable } from '../../src/render/executable.js';

/**
 * The render's CDP channel (src/render/cdp-channel.ts) sits on puppeteer's private pipe
 * transport rather than owning the pipe: owning it would mean our own target, session and
 * request-interception handling, which puppeteer does for everything but the render's three
 * commands. The price is a seam puppeteer does not promise to keep, so puppeteer-core is pinned
 * to one exact version and this test states what the channel and browser.ts assume of it.
 * An upgrade that changes any of it fails here, not in production.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** The first id the channel gives its own commands (cdp-channel.ts FIRST_ID). */
const CHANNEL_FIRST_ID = 1_500_000_000;

describe('the puppeteer seam the CDP channel relies on', () => {
  it('puppeteer-core is pinned to one exact version, and that version is the one installed', () => {
    const wanted = readJson('package.json').dependencies['puppeteer-core'];
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readJson('node_modules/puppeteer-core/package.json').version).toBe(wanted);
  });

  it('a pipe launch hands Chromium fd 3 and 4 to one reader and writes each message as its JSON then a NUL, with ids far below the channel’s', async () => {
    const browser = await puppeteer.launch({
      executablePath: resolveExecutable(DEFAULT_RENDERER_OPTIONS.executablePath),
      headless: 'shell',
      pipe: true,
      args: ['--no-sandbox', '--disable-gpu'],
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    try {
      const stdio = browser.process()!.stdio;
      const toChromium = stdio[3] as Writable;
      const fromChromium = stdio[4] as Readable;
      expect(typeof toChromium.write).toBe('function');
      expect(typeof fromChromium.on).toBe('function');
      // CdpChannel.interpose moves the listeners of 'data' behind itself: puppeteer's reader is one.
      expect(fromChromium.listeners('data')).toHaveLength(1);

      const writes: string[] = [];
      const write = toChromium.write;
      toChromium.write = function (this: Writable, chunk: unknown, ...rest: unknown[]) {
        writes.push(Buffer.isBuffer(chunk) ? chunk.toString() : String(chunk));
        return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      } as Writable['write'];
      const page = await browser.newPage();
      await page.evaluate(() => 1 + 1);
      toChromium.write = write;

      // browser.ts coalesceWrites: each message is two writes, the JSON and its NUL.
      expect(writes.length).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < writes.length; i += 2) {
        expect(writes[i + 1]).toBe('\0');
        const message = JSON.parse(writes[i]!);
        expect(Number.isInteger(message.id)).toBe(true);
        expect(message.id).toBeLessThan(CHANNEL_FIRST_ID / 1000);
      }
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('nothing of Quire waits on puppeteer for a page load (the channel keeps Page.loadEventFired for itself)', () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    const waiting = files(path.join(ROOT, 'src')).filter((f) => /\.(goto|setContent|waitForNavigation|reload)\(/.test(fs.readFileSync(f, 'utf8')));
    expect(waiting.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
