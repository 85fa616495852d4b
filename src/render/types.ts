/**
 * Public types of the render pipeline. The HTTP, MCP and preview layers only ever see these;
 * everything Chromium-specific stays behind `Renderer`.
 */
import type { LookupFn } from './network-policy.js';
import type { PdfaPart } from './pdf-archival.js';
import type { FacturXMetadata, PdfAttachment } from './pdf-attachments.js';

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

/** Page margins in millimetres. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Document metadata written into the PDF's Info dictionary (Handlebars already expanded by the renderer). */
export interface PdfMetadata {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  /** BCP 47 language tag, e.g. "de" or "zh-Hant": the catalog's /Lang and <html lang>. */
  lang?: string;
}

/**
 * A font of the account (uploaded), served to Chromium from `url` on the asset origin. The
 * domain decides which of them a document uses; the renderer only writes the @font-face.
 */
export interface CustomFont {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  /** Asset key, as given to the asset loader (see RendererOptions.loadUserAsset). */
  key: string;
  contentType: string;
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
  /** Handlebars HTML printed at the top / bottom of every page, in the page's margin. */
  header?: string;
  footer?: string;
  /** null or absent: DEFAULT_MARGINS (paper.ts). */
  margins?: Margins | null;
  /** false: page 1 has no header (the footer stays). Default true. */
  headerOnFirstPage?: boolean;
  /** Handlebars templates of the PDF's Title, Author, Subject, Keywords; `lang` is taken as is. */
  metadata?: PdfMetadata;
  /** Tagged (accessible) PDF: a structure tree; slower. Default false. */
  tagged?: boolean;
  /** The account's assets by name -> asset key, for the `{{asset "name"}}` helper. */
  assets?: Record<string, string>;
  /** Uploaded fonts the document uses. */
  customFonts?: CustomFont[];
  /** Partial name -> body, for `{{> name}}` in the body, header, footer and metadata. */
  partials?: Record<string, string>;
  /**
   * A word drawn on every page of the PDF, outside the template's reach (pdf-stamp.ts), and named
   * in its metadata ("TEST" for test keys). PDFs only: a PNG preview has no mark.
   */
  watermark?: string;
  /** PDF/A part and conformance of the output (pdf-archival.ts); absent or null: a plain PDF. */
  pdfa?: PdfaPart | null;
  /** Files embedded as associated files after PDF/A ("3b"), e.g. an e-invoice's XML (pdf-attachments.ts). */
  attachments?: { files: PdfAttachment[]; facturX?: FacturXMetadata };
  /** Find the paths the templates read that `variables` lack (PdfResult.missing; template-analysis.ts). */
  reportMissing?: boolean;
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
  /**
   * Bytes of an account's asset by key (`{{asset}}` URLs and uploaded fonts); null when the
   * key is unknown. Called during renders; results are cached by key (keys never change
   * content). Without it, asset URLs answer nothing.
   */
  loadUserAsset?: UserAssetLoader;
  /** Cap on one remote resource ('public' mode), start to last byte; default 5000 ms. */
  resourceTimeoutMs?: number;
  /** Template expansion worker threads; default min(4, cores). */
  templateThreads?: number;
  /** Time one template check or expansion may run once a worker took it; default 5000 ms. */
  templateTimeoutMs?: number;
  /** Time a template task may wait for a worker before it is refused (503, Retry-After); default 30000 ms. */
  templateQueueTimeoutMs?: number;
  /** Heap limit of one template worker, in MB; default 256. */
  templateMemoryMb?: number;
}

export type UserAssetLoader = (key: string) => Promise<{ body: Buffer; contentType: string } | null>;

export interface PdfResult {
  pdf: Buffer;
  pages: number;
  /** With RenderInput.reportMissing: the dotted paths the templates read that the variables lack (at most 50). */
  missing?: string[];
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
