import { z } from 'zod';
import { Usage } from '../credits/schema.js';

export { Usage };

/** One email, one account: every lookup and the login limiter key use this form. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const Me = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  usage: Usage,
});
