import { z } from 'zod';
import { Usage } from '../credits/index.js';

export { Usage };

/** One email, one account: every lookup and the login limiter key use this form. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A new user's first workspace: "<local part>'s workspace", not the email itself, which the
 * switcher and the Members page would show as if it were a person (issue 44; migration 027
 * renamed the existing ones the same way). Admins rename it (PATCH /v1/workspaces/{id}).
 */
export const defaultWorkspaceName = (email: string): string => `${email.split('@')[0] || email}'s workspace`;

export const Me = z
  .object({
    id: z.number().int(),
    email: z.string(),
    createdAt: z.string(),
    usage: Usage,
  })
  .meta({
    examples: [
      {
        id: 1,
        email: 'ada@example.com',
        createdAt: '2026-11-01T08:00:00.000Z',
        usage: {
          generation: { used: 42, included: 100, topUp: 0, remaining: 58, periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' },
          ai: { used: 0, included: 0, topUp: 0, remaining: 0, periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' },
        },
      },
    ],
  });
