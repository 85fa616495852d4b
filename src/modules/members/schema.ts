import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { ROLES } from '../../core/permissions.js';

export const RoleEnum = z.enum(ROLES).meta({
  description:
    'owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only',
});

export const MemberParams = z.object({ userId: PathId });
export const RemoveMemberQuery = z.object({
  revokeKeys: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'true: also revoke the API keys this member created in the workspace (default false: they keep working)' }),
});

export const Member = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    role: RoleEnum,
    joinedAt: z.string(),
  })
  .meta({ examples: [{ userId: 3, email: 'grace@example.com', role: 'editor', joinedAt: '2026-11-20T10:00:00.000Z' }] });

export const MemberList = z.object({ members: z.array(Member) }).meta({
  examples: [
    {
      members: [
        { userId: 1, email: 'ada@example.com', role: 'owner', joinedAt: '2026-11-01T08:00:00.000Z' },
        { userId: 3, email: 'grace@example.com', role: 'editor', joinedAt: '2026-11-20T10:00:00.000Z' },
      ],
    },
  ],
});

export const ChangeRoleBody = z.object({ role: RoleEnum }).meta({ examples: [{ role: 'admin' }] });
