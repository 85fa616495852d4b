import { z } from 'zod';
import { noNul } from '../../core/text.js';

export const LoginBody = z.object({ email: noNul(z.string().min(3).max(320)), password: z.string().min(1).max(1000) });
export const Session = z.object({ accountId: z.number().int(), accessExpiresIn: z.number().int() });
