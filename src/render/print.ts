/**
 * Page.printToPDF on the render's own channel (cdp-channel.ts), in two round trips where
 * puppeteer's page.pdf()/createPDFStream() takes five and a web ReadableStream: wait for fonts,
 * then print with the PDF in the answer. Each round trip is a write and a wake-up on both
 * sides, so fewer is less Node CPU per render (docs/performance.md). The answer's base64 is
 * decoded as it arrives (PdfAnswer) and refused once past the PDF limit, so a large PDF is never
 * held as text. The options are the ones puppeteer sends for { format, landscape,
 * printBackground, preferCSSPageSize, tagged, outline: false, pageRanges }.
 */
import type { Page } from 'puppeteer-core';
import { AppError } from '../core/errors.js';
import { channelOf } from './browser.js';
import type { AnswerSink } from './cdp-channel.js';
import { paperSizeMm } from './paper.js';
import type { PaperFormat } from './types.js';

export interface PrintOptions {
  format: PaperFormat;
  landscape: boolean;
  tagged: boolean;
  maxPages: number;
  /** Larger PDFs are refused (RENDER_LIMIT_EXCEEDED) as soon as this many bytes are in. */
  maxBytes: number;
}

const inches = (mm: number) => Math.round((mm / 25.4) * 10_000) / 10_000;

export async function printToPdf(page: Page, o: PrintOptions): Promise<Buffer> {
  const client = channelOf(page);
  // As puppeteer's waitForFonts: a font still loading would print in a fallback face.
  await client.send('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => 0)', awaitPromise: true, returnByValue: true });
  const [widthMm, heightMm] = paperSizeMm(o.format);
  const params = {
    transferMode: 'ReturnAsBase64',
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
  };
  return client.send('Page.printToPDF', params, new PdfAnswer(o.maxBytes));
}

/** Where the PDF starts in Chromium's answer, which it writes as compact JSON, `data` first. */
const DATA_START = '"result":{"data":"';
/** An answer that has not reached its data by then is an error (they are short). */
const MAX_HEAD_CHARS = 64 * 1024;

/**
 * Page.printToPDF's answer, `{"id":…,"result":{"data":"<base64>"},"sessionId":"…"}`, decoded
 * piece by piece as it arrives: whole groups of four base64 characters each time, the rest
 * carried over. Past `maxBytes` of PDF it refuses the answer (RENDER_LIMIT_EXCEEDED).
 */
export class PdfAnswer implements AnswerSink<Buffer> {
  private head = '';
  private state: 'head' | 'data' | 'tail' = 'head';
  private carry = '';
  private readonly pieces: Buffer[] = [];
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  write(bytes: Buffer): void {
    if (this.state === 'tail') return;
    // Base64 and the JSON around it are ASCII: latin1 reads them byte for byte.
    let text = bytes.toString('latin1');
    if (this.state === 'head') {
      this.head += text;
      const at = this.head.indexOf(DATA_START);
      if (at === -1) {
        if (this.head.length > MAX_HEAD_CHARS) throw new Error('Protocol error (Page.printToPDF): an answer without data');
        return;
      }
      text = this.head.slice(at + DATA_START.length);
      this.state = 'data';
    }
    const quote = text.indexOf('"');
    const base64 = this.carry + (quote === -1 ? text : text.slice(0, quote));
    const whole = quote === -1 ? base64.length - (base64.length % 4) : base64.length;
    this.decode(base64.slice(0, whole));
    this.carry = base64.slice(whole);
    if (quote !== -1) this.state = 'tail';
  }

  end(): Buffer {
    if (this.state === 'head') {
      const answer = JSON.parse(this.head) as { error?: { message?: string } };
      throw new Error(`Protocol error (Page.printToPDF): ${answer.error?.message ?? 'no data'}`);
    }
    if (this.state === 'data') throw new Error('Protocol error (Page.printToPDF): the answer ended inside its data');
    return this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.size);
  }

  private decode(base64: string): void {
    if (base64.length === 0) return;
    const piece = Buffer.from(base64, 'base64');
    this.size += piece.byteLength;
    if (this.size > this.maxBytes) throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'pdf_bytes', max: this.maxBytes } });
    this.pieces.push(piece);
  }
}
