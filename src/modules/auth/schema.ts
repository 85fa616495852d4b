import { z } from 'zod';
import { noNul } from '../../core/text.js';

export const LoginBody = z
  .object({ email: noNul(z.string().min(3).max(320)), password: z.string().min(1).max(1000) })
  .meta({ examples: [{ email: 'ada@example.com', password: 'correct horse battery staple' }] });
const session = { accountId: z.number().int(), accessExpiresIn: z.number().int().meta({ description: 'Seconds until the access cookie expires' }) };
export const Session = z.object(session).meta({ examples: [{ accountId: 1, accessExpiresIn: 900 }] });
export const Refreshed = z.object({ accessExpiresIn: session.accessExpiresIn }).meta({ examples: [{ accessExpiresIn: 900 }] });

export const ChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1).max(1000),
    newPassword: noNul(z.string().min(8).max(1000)).meta({ description: '8-1000 characters' }),
  })
  .meta({ examples: [{ currentPassword: 'correct horse battery staple', newPassword: 'a longer and better passphrase' }] });
