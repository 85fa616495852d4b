/** The bounds an inspection holds a file to; each is a setting (docs/limits.md). */
export interface InspectLimits {
  /** ASSET_MAX_BYTES: also the largest sanitized SVG. */
  maxBytes: number;
  /** ASSET_MAX_PIXELS: width x height of an image (an SVG's where it declares both). */
  maxPixels: number;
  /** ASSET_SVG_MAX_DEPTH */
  svgMaxDepth: number;
  /** ASSET_SVG_MAX_ELEMENTS */
  svgMaxElements: number;
  /** ASSET_FONT_MAX_DECODED_BYTES: what a WOFF or WOFF2 may declare it decompresses to. */
  fontMaxDecodedBytes: number;
}

/** Why a file is refused, as a validation rule (src/core/i18n/rules.ts), with the rule's placeholders. */
export type RefusalRule = 'file_type' | 'file_unreadable' | 'image_pixels' | 'svg_depth' | 'svg_elements' | 'font_decoded_size';

export class RefusedFile extends Error {
  override readonly name = 'RefusedFile';
  constructor(
    readonly rule: RefusalRule,
    readonly params: Record<string, number> = {},
  ) {
    super(rule);
  }
}

/**
 * By name rather than instanceof: a parser loaded with `import()` may see its own copy of this
 * module (tsx in a worker), whose class is not this one.
 */
export const isRefusal = (e: unknown): e is RefusedFile => (e as Error)?.name === 'RefusedFile';
export const isTooLarge = (e: unknown): e is FileTooLarge => (e as Error)?.name === 'FileTooLarge';

/** A sanitized SVG larger than ASSET_MAX_BYTES (413, as an upload of that size would be). */
export class FileTooLarge extends Error {
  override readonly name = 'FileTooLarge';
  constructor(readonly limit: number) {
    super(`larger than ${limit} bytes`);
  }
}

/** An image over `maxPixels` (ASSET_MAX_PIXELS): a 389 KB PNG of 20,000 x 20,000 took Chromium to 2.6 GB. */
export function checkPixels(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) throw new RefusedFile('image_pixels', { width, height, pixels: width * height, max: maxPixels });
}
