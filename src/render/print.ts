/**
 * Page.printToPDF on the render's own channel (cdp-channel.ts), in three round trips where
 * puppeteer's page.pdf()/createPDFStream() takes five and a web ReadableStream: wait for fonts,
 * print to a stream, read it with one bounded IO.read, close it (sent with the next command:
 * nothing waits on it). Fewer commands is less Node CPU per render (docs/performance.md). The options are the
 * ones puppeteer sends for { format, landscape, printBackground, preferCSSPageSize, tagged,
 * outline: false, pageRanges }.
 */
import type { Page } from 'puppeteer-core';
import { AppError } from '../core/errors.js';
import { channelOf } from './browser.js';
import { paperSizeMm } from './paper.js';
import type { PaperFormat } from './types.js';

export interface PrintOptions {
  format: PaperFormat;
  landscape: boolean;
  tagged: boolean;
  maxPages: number;
  /** Larger PDFs are refused (RENDER_LIMIT_EXCEEDED) without reading more than this + 1 byte. */
  maxBytes: number;
}

/** One IO.read at most: Chromium may allocate the size asked for, so not the whole limit at once. */
const READ_CHUNK_BYTES = 4 * 1024 * 1024;

const inches = (mm: number) => Math.round((mm / 25.4) * 10_000) / 10_000;

export async function printToPdf(page: Page, o: PrintOptions): Promise<Buffer> {
  const client = channelOf(page);
  // As puppeteer's waitForFonts: a font still loading would print in a fallback face.
  await client.send('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => 0)', awaitPromise: true, returnByValue: true });
  const [widthMm, heightMm] = paperSizeMm(o.format);
  const { stream } = await client.send<{ stream?: string }>('Page.printToPDF', {
    transferMode: 'ReturnAsStream',
    landscape: o.landscape,
    displayHeaderFooter: false,
    printBackground: true,
    scale: 1,
    paperWidth: inches(widthMm),
    paperHeight: inches(heightMm),
    marginTop: 0,
    marginBottom: 0,
    marginLeft: 0,
    marginRight: 0,
    pageRanges: `1-${o.maxPages + 1}`,
    preferCSSPageSize: true,
    generateTaggedPDF: o.tagged,
    generateDocumentOutline: false,
  });
  if (!stream) throw new Error('printToPDF returned no stream');
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const want = Math.min(o.maxBytes + 1 - size, READ_CHUNK_BYTES);
      const read = await client.send<{ data: string; base64Encoded?: boolean; eof: boolean }>('IO.read', { handle: stream, size: want });
      const chunk = Buffer.from(read.data, read.base64Encoded ? 'base64' : 'utf8');
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size > o.maxBytes) throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'pdf_bytes', max: o.maxBytes } });
      // Chromium reports eof only on a read that finds nothing; a short read ending in the PDF's
      // trailer is the end already, which saves that round trip. Anything else reads on.
      if (read.eof || (chunk.byteLength < want && endsWithTrailer(chunk))) return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
    }
  } finally {
    client.sendLater('IO.close', { handle: stream });
  }
}

/** `%%EOF`, then at most a line break, closes every PDF Chromium (Skia) writes. */
function endsWithTrailer(chunk: Buffer): boolean {
  return /%%EOF\s{0,2}$/.test(chunk.subarray(Math.max(0, chunk.byteLength - 8)).toString('latin1'));
}
