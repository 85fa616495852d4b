import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { renderPdf, type RenderedPage, type Zoom } from './pdf-render';

interface Props {
  pdf: ArrayBuffer | null;
  /** The last good preview stays visible, dimmed, while the draft has an error. */
  dimmed: boolean;
  /** Called once the pages of a new PDF are on screen. */
  onPainted?(pages: number): void;
}

const PAD = 32;

/** Every page of the PDF, drawn with pdf.js; a re-render swaps the pages in place and keeps the scroll. */
export function PdfPreview({ pdf, dimmed, onPainted }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const pagesHost = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [pages, setPages] = useState<RenderedPage[]>([]);
  const [width, setWidth] = useState(0);
  const generation = useRef(0);
  const painted = useRef(onPainted);
  painted.current = onPainted;

  useLayoutEffect(() => {
    const el = scroller.current!;
    const ro = new ResizeObserver(() => setWidth(Math.round(el.clientWidth / 16) * 16)); // re-render on real changes only
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    if (!pdf || width === 0) return;
    const mine = ++generation.current;
    renderPdf(pdf, zoom, width - PAD, () => generation.current === mine)
      .then((rendered) => {
        if (!rendered || generation.current !== mine) return;
        setPages(rendered);
      })
      .catch((err) => console.warn('preview could not be drawn', err));
  }, [pdf, zoom, width]);

  // Swap the canvases in one step: the scroller's height barely changes, so its scrollTop holds.
  useLayoutEffect(() => {
    const host = pagesHost.current;
    if (!host) return;
    host.querySelectorAll('[data-canvas-slot]').forEach((slot, i) => {
      const c = pages[i]?.canvas;
      if (c && slot.firstChild !== c) slot.replaceChildren(c);
    });
    if (pages.length) painted.current?.(pages.length);
  }, [pages]);

  const zoomButton = (z: Zoom, label: string) => (
    <button
      type="button"
      aria-pressed={zoom === z}
      onClick={() => setZoom(z)}
      className={`rounded px-2 py-0.5 text-xs ${zoom === z ? 'bg-slate-700 text-white' : 'text-slate-700 hover:bg-slate-200'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-1.5 text-xs text-slate-600">
        <span aria-live="polite">{pages.length ? (pages.length === 1 ? '1 page' : `${pages.length} pages`) : 'No preview yet'}</span>
        <span className="ml-auto flex gap-1" role="group" aria-label="Zoom">
          {zoomButton('fit', 'Fit width')}
          {zoomButton('actual', '100 %')}
        </span>
      </div>
      <div
        ref={scroller}
        data-testid="preview-scroller"
        className={`min-h-0 flex-1 overflow-auto bg-slate-200 transition-opacity ${dimmed ? 'opacity-40' : ''}`}
      >
        {/* At least as wide as its pages: centred when they fit, and all of a wider page scrolls into view (never cut on the left). */}
        <div ref={pagesHost} className="flex w-max min-w-full flex-col items-center gap-4 p-4">
          {pages.map((p, i) => (
            <div
              key={i}
              className="paper shadow-md"
              style={{ width: p.width, height: p.height }}
              data-page={i + 1}
              data-page-width={p.width}
              data-page-height={p.height}
            >
              <div data-canvas-slot aria-hidden />
              <p className="sr-only">
                Page {i + 1}: {p.text}
              </p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
