import { z } from 'zod';

export const FontList = z.object({ fonts: z.array(z.object({ name: z.string(), weights: z.array(z.string()), italicWeights: z.array(z.string()), category: z.string() })) });
export const HelperList = z.object({ helpers: z.array(z.object({ name: z.string(), signature: z.string(), description: z.string() })) });

/** Liveness: the process answers (with what it is doing). */
export const Health = z.object({
  status: z.literal('ok'),
  node: z.string(),
  draining: z.boolean(),
  renderer: z.object({ status: z.string(), renders: z.number(), restarts: z.number(), queue: z.number(), active: z.number() }),
});

const CheckResult = z.enum(['ok', 'down', 'timeout']);
export const Checks = z.object({ database: CheckResult, storage: CheckResult, chromium: CheckResult, redis: CheckResult.optional() });
export const Ready = z.object({ status: z.literal('ready'), node: z.string(), checks: Checks });
/** The error envelope plus what failed: each dependency's check, and `draining` during a SIGTERM drain. */
export const NotReady = z.object({
  error: z.literal('SERVICE_UNAVAILABLE'),
  message: z.string(),
  status: z.enum(['not_ready', 'draining']),
  node: z.string(),
  checks: Checks,
  failed: z.array(z.string()),
});
