import { availableParallelism } from 'node:os';
import type { RendererOptions } from './types.js';

/**
 * The renderer's defaults, and so the defaults of the RENDER_* settings (src/app/config.ts reads
 * them from here). Kept apart from renderer.ts so reading them loads no Chromium driver.
 */
export const DEFAULT_RENDERER_OPTIONS = {
  executablePath: '/usr/bin/chromium-headless-shell',
  concurrency: availableParallelism(),
  queueLimit: 100,
  renderTimeoutMs: 30_000,
  restartAfter: 1000,
  maxPages: 500,
  maxPdfBytes: 50 * 1024 * 1024,
  remoteResources: 'off',
} as const satisfies RendererOptions;
