export type { LimitCheck, LimitVerdict, LimitsConfig, RateLimits } from './types.js';
export { enforce } from './enforce.js';
export { createRateLimits } from './flexible.js';
