/**
 * Reads the codes on a PDF's first page as a scanner would: the page rasterised at 200 dpi by
 * poppler (`pdftoppm -r 200`), then decoded by tools we did not write: `zbarimg` (zbar-tools)
 * for linear codes and QR, `dmtxread` (dmtx-utils) for DataMatrix, and ZXing (Debian's
 * libzxing-javase-java) for the Swiss QR-bill: zbar cannot read a QR code whose central
 * alignment pattern is covered, which the Swiss cross always is (versions 7 and up).
 */
import { run } from './run.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function onPage<T>(pdf: Uint8Array, fn: (png: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-scan-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', '-singlefile', '-png', join(dir, 'doc.pdf'), join(dir, 'page')]);
    return await fn(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every symbol zbarimg finds, as `{ type, data }` (type as zbar names it: CODE-128, EAN-13,
 * QR-Code...). XML output keeps payloads with line breaks whole.
 */
export function zbarScan(pdf: Uint8Array, args: string[] = []): Promise<{ type: string; data: string }[]> {
  return onPage(pdf, async (png) => {
    let out: string;
    try {
      out = (await run('zbarimg', ['-q', '--xml', ...args, png], { maxBuffer: 16 * 1024 * 1024 })).stdout;
    } catch (error) {
      // Exit 4: no symbol found.
      if ((error as { code?: number }).code === 4) return [];
      throw error;
    }
    return [...out.matchAll(/<symbol type=['"]([^'"]+)['"][^>]*>[\s\S]*?<data(?: format=['"]base64['"])?[^>]*><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g)].map(
      (m) => ({
        type: m[1]!,
        data: /format=['"]base64/.test(m[0]) ? Buffer.from(m[2]!, 'base64').toString('utf8') : m[2]!,
      }),
    );
  });
}

/**
 * The one QR code on the page, as its bytes read as UTF-8. Without an ECI header zbar guesses a
 * QR code's character set and takes UTF-8 umlauts for Shift-JIS; `-Sbinary` gives the bytes as
 * they are, which EPC069-12 (line 3: "1") and the Swiss QR-bill declare to be UTF-8.
 */
export function qrScan(pdf: Uint8Array): Promise<string | null> {
  return onPage(pdf, async (png) => {
    try {
      const { stdout } = await run('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', '-Sbinary', png], {
        encoding: 'buffer',
        maxBuffer: 16 * 1024 * 1024,
      });
      return stdout.toString('utf8');
    } catch (error) {
      if ((error as { code?: number }).code === 4) return null;
      throw error;
    }
  });
}

/** The DataMatrix symbols dmtxread finds on the page, each as its text. */
export function dmtxScan(pdf: Uint8Array, count = 1): Promise<string[]> {
  return onPage(pdf, async (png) => {
    const { stdout } = await run('dmtxread', ['-N', String(count), '-m', '20000', '-n', png], { encoding: 'buffer' }).catch((error) => {
      if ((error as { code?: number }).code === 1) return { stdout: Buffer.alloc(0) };
      throw error;
    });
    return stdout.toString('utf8').split('\n').filter(Boolean);
  });
}

/** The QR code on the page as ZXing's command line reads it ("Raw result:"), ECI and all. */
export function zxingScan(pdf: Uint8Array): Promise<string | null> {
  return onPage(pdf, async (png) => {
    const cp = ['core', 'javase', 'jcommander'].map((jar) => `/usr/share/java/${jar}.jar`).join(':');
    const { stdout } = await run('java', ['-Dstdout.encoding=UTF-8', '-cp', cp, 'com.google.zxing.client.j2se.CommandLineRunner', '--try_harder', png], {
      encoding: 'buffer',
    });
    const out = stdout.toString('utf8');
    const m = /\nRaw result:\n([\s\S]*?)\nParsed result:/.exec(out);
    return m ? m[1]! : null;
  });
}
