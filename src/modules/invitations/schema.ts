import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { noNul } from '../../core/text.js';
import { Session } from '../auth/schema.js';
import { RoleEnum } from '../members/schema.js';

export const InvitationParams = z.object({ id: PathId });
export const InviteBody = z
  .object({ email: noNul(z.string().min(3).max(320)), role: RoleEnum })
  .meta({ examples: [{ email: 'grace@example.com', role: 'editor' }] });

const base = {
  id: z.number().int(),
  email: z.string(),
  role: RoleEnum,
  invitedBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string().meta({ description: '7 days after creation' }),
};
const EXAMPLE = {
  id: 5,
  email: 'grace@example.com',
  role: 'editor',
  invitedBy: { id: 1, email: 'ada@example.com' },
  createdAt: '2026-11-23T09:00:00.000Z',
  expiresAt: '2026-11-30T09:00:00.000Z',
};

export const Invitation = z.object(base).meta({ examples: [EXAMPLE] });
export const CreatedInvitation = z
  .object({
    ...base,
    token: z.string().meta({ description: 'Single use; shown this once (only its SHA-256 is stored)' }),
    url: z.string().meta({ description: 'The dashboard page that accepts it, the token in the fragment' }),
    emailed: z.boolean().meta({ description: 'Whether it was sent by email (SMTP_URL set and the server took it)' }),
    mailConfigured: z.boolean().meta({
      description: 'Whether this server sends email at all (SMTP_URL set). false: nothing was sent, share `url` yourself',
    }),
  })
  .meta({ examples: [{ ...EXAMPLE, token: 'inv_Zx8…', url: 'https://pdf.example.com/invitation#token=inv_Zx8…', emailed: true, mailConfigured: true }] });
export const InvitationList = z.object({ invitations: z.array(Invitation) }).meta({ examples: [{ invitations: [EXAMPLE] }] });

export const AcceptBody = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().min(1).max(1000).optional().meta({
      description: 'A new user chooses one (8-1000 characters); an existing user gives theirs, unless signed in as that user',
    }),
  })
  .meta({ examples: [{ token: 'inv_Zx8…', password: 'correct horse battery staple' }] });
export const Accepted = Session.extend({ userId: z.number().int() }).meta({ examples: [{ accountId: 4, userId: 9, accessExpiresIn: 900 }] });

export const LookupBody = z.object({ token: z.string().min(1).max(200) }).meta({ examples: [{ token: 'inv_Zx8…' }] });
/** What the accept page shows before accepting: only to the holder of a live token. */
export const InvitationPreview = z
  .object({
    workspace: z.object({ name: z.string() }),
    role: RoleEnum,
    email: z.string().meta({ description: 'The address it was sent to: accepting makes (or signs in) the user of this email' }),
    invitedBy: z.object({ email: z.string() }).nullable(),
    expiresAt: z.string(),
    existingUser: z
      .boolean()
      .meta({ description: 'true: this email already has a Quire user, who accepts with their password; false: the new user chooses one' }),
  })
  .meta({
    examples: [
      {
        workspace: { name: 'Acme' },
        role: 'editor',
        email: 'grace@example.com',
        invitedBy: { email: 'ada@example.com' },
        expiresAt: '2026-11-30T09:00:00.000Z',
        existingUser: false,
      },
    ],
  });
