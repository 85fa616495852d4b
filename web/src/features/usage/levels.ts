import type { Counter } from '../../types';

export type Level = 'normal' | 'warning' | 'exhausted';

/**
 * How far a counter is used: used / (included + topUp). null when there is nothing to use
 * (no monthly grant and no top-up): such a counter shows no banner.
 */
export function usageOf(c: Counter): { percent: number; level: Level } | null {
  const total = c.included + c.topUp;
  if (total <= 0) return null;
  const percent = (c.used / total) * 100;
  const level: Level = percent >= 100 || c.remaining <= 0 ? 'exhausted' : percent >= 80 ? 'warning' : 'normal';
  return { percent, level };
}

export const KIND_LABEL = { generation: 'Generation credits', ai: 'AI credits' } as const;
/** What runs out: said in the banner's sentence. */
export const KIND_EFFECT = {
  generation: 'generating a PDF (API, MCP and the editor) answers 402 quota_exceeded',
  ai: 'the assistant answers 402 quota_exceeded',
} as const;
