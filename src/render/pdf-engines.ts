/**
 * PDF operations that have more than one engine: the in-process one (an incremental update,
 * microseconds) first, qpdf (a child process that rewrites the file, ~100 ms) when the first
 * cannot do it. Each chain tries its engines in order and keeps every engine's error; when all
 * fail, the error names each. Every step down the chain is counted (`fallbacks()`, the metric
 * `quire_pdf_engine_fallbacks_total`), so a Chromium upgrade that changes the file's shape shows
 * as a rising count, not as renders that quietly got slower. Gotenberg's pdfengines/multi.go is
 * the pattern.
 */
import { overlayInPlace } from './pdf-overlay.js';
import { type InfoFields, withInfo } from './pdf-info.js';
import { normalize, overlay as qpdfOverlay } from './qpdf.js';

/** One way to do an operation: a PDF, or null when the file is not in a shape it handles. */
interface Engine<A extends unknown[]> {
  name: string;
  run(...args: A): Buffer | null | Promise<Buffer | null>;
}

/** Every engine of an operation failed: the message names each and what it said. */
export class PdfEnginesError extends Error {
  constructor(
    readonly operation: string,
    readonly failures: { engine: string; error: string }[],
  ) {
    super(`${operation}: ${failures.map((f) => `${f.engine}: ${f.error}`).join('; ')}`);
  }
}

const counts = new Map<string, number>();

/** Steps down a chain since the process started, as `operation:engine that could not` → count. */
export const fallbacks = (): Record<string, number> => Object.fromEntries(counts);

function chain<A extends unknown[]>(operation: string, engines: Engine<A>[]) {
  return async (...args: A): Promise<Buffer> => {
    const failures: { engine: string; error: string }[] = [];
    for (const engine of engines) {
      try {
        const out = await engine.run(...args);
        if (out) return out;
        failures.push({ engine: engine.name, error: 'not a file this engine handles' });
      } catch (error) {
        failures.push({ engine: engine.name, error: error instanceof Error ? error.message : String(error) });
      }
      const key = `${operation}:${engine.name}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    throw new PdfEnginesError(operation, failures);
  };
}

/** The document's metadata (Info, /Lang): in place; else on qpdf's rewrite of the file into the classic shape the in-place writer reads. */
export const writeInfo = chain<[Buffer, InfoFields]>('info', [
  { name: 'in-place', run: (pdf, fields) => withInfo(pdf, fields) },
  { name: 'qpdf', run: async (pdf, fields) => withInfo(await normalize(pdf), fields) },
]);

/** Headers and footers: each sheet page drawn over its body page, in place; else qpdf's --overlay. */
export const overlaySheets = chain<[Buffer, Buffer]>('overlay', [
  { name: 'in-place', run: (body, sheets) => overlayInPlace(body, sheets) },
  { name: 'qpdf', run: (body, sheets) => qpdfOverlay(body, sheets) },
]);
