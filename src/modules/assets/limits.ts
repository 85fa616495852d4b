/**
 * Defaults of the asset inspection settings (docs/limits.md), in a file of their own that
 * imports nothing: the config reads them without loading the parsers.
 */
// Sanitizing an SVG builds a jsdom DOM: about 10 KB of heap and 0.25-1 ms per element (measured
// on a loaded two-core machine), so 20,000 elements fit 512 MB and 20 s with room to spare.
export const INSPECT_DEFAULTS = {
  ASSET_MAX_PIXELS: 40_000_000,
  ASSET_SVG_MAX_DEPTH: 100,
  ASSET_SVG_MAX_ELEMENTS: 20_000,
  ASSET_FONT_MAX_DECODED_BYTES: 64 * 1024 * 1024,
  ASSET_INSPECT_TIMEOUT_MS: 20_000,
  ASSET_INSPECT_MEMORY_MB: 512,
};
