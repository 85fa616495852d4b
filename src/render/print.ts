/**
 * Page.printToPDF on the render's own channel (cdp-channel.ts), in two round trips where
 * puppeteer's page.pdf()/createPDFStream() takes five and a web ReadableStream: wait for fonts,
 * then print with the PDF in the answer. Each round trip is a write and a wake-up on both
 * sides, so fewer is less Node CPU per render (docs/performance.md). The answer is bounded as it
 * arrives: one over the PDF limit fails without being held. The options are the ones puppeteer
 * sends for { format, landscape, printBackground, preferCSSPageSize, tagged, outline: false,
 * pageRanges }.
 */
import type { Page } from 'puppeteer-core';
import { AppError } from '../core/errors.js';
import { channelOf } from './browser.js';
import { AnswerTooLarge } from './cdp-channel.js';
import { paperSizeMm } from './paper.js';
import type { PaperFormat } from './types.js';

export interface PrintOptions {
  format: PaperFormat;
  landscape: boolean;
  tagged: boolean;
  maxPages: number;
  /** Larger PDFs are refused (RENDER_LIMIT_EXCEEDED), their answer dropped as it arrives. */
  maxBytes: number;
}

/** The answer's JSON around the base64 PDF: its id, `result`, `data` and the session id. */
const ANSWER_OVERHEAD_BYTES = 1024;

const inches = (mm: number) => Math.round((mm / 25.4) * 10_000) / 10_000;

export async function printToPdf(page: Page, o: PrintOptions): Promise<Buffer> {
  const client = channelOf(page);
  // As puppeteer's waitForFonts: a font still loading would print in a fallback face.
  await client.send('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => 0)', awaitPromise: true, returnByValue: true });
  const [widthMm, heightMm] = paperSizeMm(o.format);
  const tooLarge = () => new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'pdf_bytes', max: o.maxBytes } });
  const { data } = await client
    .send<{ data: string }>(
      'Page.printToPDF',
      {
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
      },
      { maxAnswerBytes: Math.ceil(o.maxBytes / 3) * 4 + ANSWER_OVERHEAD_BYTES },
    )
    .catch((error: unknown) => Promise.reject(error instanceof AnswerTooLarge ? tooLarge() : error));
  const pdf = Buffer.from(data, 'base64');
  if (pdf.byteLength > o.maxBytes) throw tooLarge();
  return pdf;
}
