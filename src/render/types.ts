/**
 * Public types of the render pipeline. The HTTP, MCP and preview layers only ever see these;
 * everything Chromium-specific stays behind `Renderer`.
 */
import type { LookupFn } from './network-policy.js';

/** The CSS frameworks a template can use; the API's enum is this list. */
export const FRAMEWORKS = ['NONE', 'TAILWIND', 'BOOTSTRAP', 'UIKIT'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
/** ISO 216 sizes the renderer prints; the API's enum is this list. */
export const PAPER_FORMATS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] as const;
export type PaperFormat = (typeof PAPER_FORMATS)[number];

/** A font a document asks for: a catalog family and the weights it uses ("400", "700", "400italic"). */
export interface FontSpec {
  name: string;
  variants: string[];
  /** The document's default font: applied to html/body (and the framework's default stack). */
  master?: boolean;
}

/** Everything needed to turn a document into a PDF (or a preview image). */
export interface RenderInput {
  body: string;
  variables: Record<string, unknown>;
  framework: Framework;
  format: PaperFormat;
  landscape: boolean;
  fonts: FontSpec[];
}

/**
 * Remote resources (`<img src="https://...">`, stylesheets, fonts from a CDN):
 * - 'off' (default): the page loads nothing from the network; data: URIs only.
 * - 'public': http(s) to hosts whose every resolved address is public unicast.
 */
export type RemoteResources = 'off' | 'public';

export interface RendererOptions {
  /** Chromium binary; default /usr/bin/chromium-headless-shell. */
  executablePath?: string;
  /** Warm pages = renders in parallel; default os.availableParallelism(). */
  concurrency?: number;
  /** Renders allowed to wait for a page; beyond it RENDER_QUEUE_FULL. Default 100. */
  queueLimit?: number;
  /** Hard deadline per render once it has a page; default 30 000 ms. */
  renderTimeoutMs?: number;
  /** Recycle the browser after this many renders; default 1000. */
  restartAfter?: number;
  /** Default 500 pages. */
  maxPages?: number;
  /** Default 50 MB. */
  maxPdfBytes?: number;
  remoteResources?: RemoteResources;
  /**
   * Host names or IP literals the page may load from even though they are not public
   * (an internal asset server). Only consulted when remoteResources is 'public'. Default [].
   */
  allowedHosts?: string[];
  /** DNS resolver used by the network policy; default dns.promises.lookup. */
  lookup?: LookupFn;
  /** Timeout of one DNS check of the network policy; default 2000 ms. */
  dnsTimeoutMs?: number;
  /** Cap on one remote resource ('public' mode), start to last byte; default 5000 ms. */
  resourceTimeoutMs?: number;
  /** Template expansion worker threads; default min(4, cores). */
  templateThreads?: number;
  /** Deadline of one template expansion; default 5000 ms. */
  templateTimeoutMs?: number;
  /** Heap limit of one template worker, in MB; default 256. */
  templateMemoryMb?: number;
}

export interface PdfResult {
  pdf: Buffer;
  pages: number;
  html?: never;
}

export interface PngOptions {
  /** Width of the thumbnail in pixels; default 600. */
  width?: number;
}

export interface RenderHealth {
  status: 'starting' | 'ok' | 'restarting' | 'closed';
  browserPid: number | null;
  /** Renders completed (successfully or not) since start. */
  renders: number;
  /** Browser restarts since start (recycling, crashes, hung renders). */
  restarts: number;
  /** Renders waiting for a page. */
  queue: number;
  /** Renders holding a page right now. */
  active: number;
}
