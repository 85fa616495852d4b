import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a bundled file on Quire's own origin (the CSP's worker-src 'self'); one worker
// serves every re-render, so a keystroke's preview does not pay for starting it again.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
let worker: pdfjs.PDFWorker | null = null;

export interface RenderedPage {
  /** The page drawn at the asked scale (CSS pixels = width, height). */
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  /** The page's text, for screen readers and for finding it in the page. */
  text: string;
}

export type Zoom = 'fit' | 'actual';
/** 100 %: a PDF point is 1/72 in, a CSS pixel 1/96 in. */
const ACTUAL = 96 / 72;

/** Draws every page of `data` off-screen; the caller swaps them in at once (scroll position kept). */
export async function renderPdf(data: ArrayBuffer, zoom: Zoom, availableWidth: number, isCurrent: () => boolean): Promise<RenderedPage[] | null> {
  worker ??= new pdfjs.PDFWorker();
  // pdf.js 6 no longer compiles fonts with eval, so the CSP's script-src 'self' suffices as it is.
  const task = pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), worker });
  const doc = await task.promise;
  try {
    const dpr = window.devicePixelRatio || 1;
    const pages: RenderedPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      if (!isCurrent()) return null;
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const scale = zoom === 'actual' ? ACTUAL : Math.max(0.1, availableWidth / base.width);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * dpr);
      canvas.height = Math.floor(viewport.height * dpr);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const [, text] = await Promise.all([
        page.render({ canvas, viewport, transform: dpr === 1 ? undefined : [dpr, 0, 0, dpr, 0, 0] }).promise,
        page.getTextContent().then((c) => c.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join('')),
      ]);
      pages.push({ canvas, width: Math.floor(viewport.width), height: Math.floor(viewport.height), text });
      page.cleanup();
    }
    return pages;
  } finally {
    void task.destroy(); // the shared worker stays: a passed-in worker is not the task's to end
  }
}
