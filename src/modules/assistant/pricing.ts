import type { TokenUsage } from '../../ai/index.js';
import type { ModuleSettings } from '../deps.js';

/**
 * Weighted tokens = input + 5 x output + 1.25 x cache writes + 0.1 x cache reads (defaults: the
 * providers' own price ratios); credits = ceil(weighted / AI_TOKENS_PER_CREDIT).
 */
export function creditsFor(u: TokenUsage, c: ModuleSettings): number {
  const weighted =
    u.inputTokens * c.AI_WEIGHT_INPUT +
    u.outputTokens * c.AI_WEIGHT_OUTPUT +
    u.cacheWriteTokens * c.AI_WEIGHT_CACHE_WRITE +
    u.cacheReadTokens * c.AI_WEIGHT_CACHE_READ;
  // Rounded to a thousandth first: 0.1 x 30 must be 3, not 3.0000000000000004 (one credit more).
  return Math.ceil(Math.round(weighted * 1000) / 1000 / c.AI_TOKENS_PER_CREDIT);
}
