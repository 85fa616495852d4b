/** The render pipeline's public surface. Everything else in src/render is internal. */
export { Renderer, DEFAULT_RENDERER_OPTIONS } from './renderer.js';
export type {
  Framework,
  PaperFormat,
  FontSpec,
  RenderInput,
  RendererOptions,
  RemoteResources,
  PdfResult,
  PngOptions,
  RenderHealth,
} from './types.js';
export { renderTemplate, compileCheck, templateProblem, MAX_TEMPLATE_BYTES, MAX_RENDERED_HTML_BYTES } from './template.js';
export type { TemplateProblem } from './template-problems.js';
export { faultData, isTemplateFault, type TemplateFaultData } from './helper-fault.js';
export { helperDocs, type HelperDoc } from './helpers.js';
export { availableFonts, unknownFonts, fontFaceCss } from './fonts.js';
export { frameworkCss } from './css.js';
export { buildHtml, type HtmlParts } from './html.js';
export { NetworkPolicy, isPublicAddress, type LookupFn, type Verdict } from './network-policy.js';
export { ChromiumPool, type PageTask, type PoolOptions } from './pool.js';
export { countPdfPages } from './pdf-pages.js';
export { PAPER_FORMATS, paperSizePx } from './paper.js';
