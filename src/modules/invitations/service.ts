import { userIdOf, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requires, type Role } from '../../core/permissions.js';
import { hashPassword, randomBase62, sha256, verifyPassword } from '../../core/secrets.js';
import { isoIn, nowIso } from '../../core/time.js';
import { checkEmail, checkPassword } from '../accounts/service.js';
import type { CookiePair, SessionsService } from '../auth/service.js';
import type { Deps } from '../deps.js';
import { addMember, roleOf } from '../members/index.js';
import { insertUser, userByEmail, userEmails } from '../users/index.js';
import { invitationsRepo } from './repo.js';

const VALID_MS = 7 * 86_400_000;

/** Sends one plain-text email; the app builds it from SMTP_URL (nodemailer), or there is none. */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export type InvitationsService = ReturnType<typeof invitationsService>;

/** What the invitations need of the workspace they invite to (the accounts module's front door). */
export interface InvitingWorkspaces {
  workspaceName(accountId: number): Promise<string>;
}

export function invitationsService({ db, config, log }: Deps, sessions: Pick<SessionsService, 'start'>, mailer: Mailer | null, workspaces: InvitingWorkspaces) {
  const repo = invitationsRepo(db);

  async function present(rows: Awaited<ReturnType<typeof repo.pending>>) {
    const emails = await userEmails(
      db,
      rows.flatMap((r) => (r.invited_by === null ? [] : [r.invited_by])),
    );
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      invitedBy: r.invited_by !== null && emails.has(r.invited_by) ? { id: r.invited_by, email: emails.get(r.invited_by)! } : null,
    }));
  }

  return {
    async create(ctx: Ctx, input: { email: string; role: Role }) {
      requires(ctx, 'members:write');
      if (input.role === 'owner') requires(ctx, 'members:manage-owners');
      const email = checkEmail(input.email);
      const existing = await userByEmail(db, email);
      if (existing && (await roleOf(db, ctx.accountId, existing.id))) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'member_exists', email } });
      }
      const token = `inv_${randomBase62(43)}`;
      const row = await repo.insert({
        account_id: ctx.accountId,
        email,
        role: input.role,
        token_hash: sha256(token),
        invited_by: userIdOf(ctx.actor),
        created_at: nowIso(),
        expires_at: isoIn(VALID_MS),
      });
      const url = `${config.publicUrl}/invitation#token=${token}`;
      const [shown] = await present([row]);
      let emailed = false;
      const workspace = await workspaces.workspaceName(ctx.accountId);
      if (mailer) {
        // The invitation stands without the email: the admin can still copy the link.
        emailed = await mailer
          .send({
            to: email,
            subject: `You are invited to ${workspace} on Quire`,
            text:
              `${shown!.invitedBy?.email ?? 'A workspace admin'} invited you to the Quire workspace "${workspace}" as ${input.role}.\n\n` +
              `Accept the invitation (valid for 7 days, once):\n${url}\n`,
          })
          .then(
            () => true,
            (err: unknown) => {
              log.warn({ err, invitationId: row.id }, 'the invitation email could not be sent');
              return false;
            },
          );
      }
      return { ...shown!, token, url, emailed, mailConfigured: mailer !== null };
    },

    async list(ctx: Ctx) {
      requires(ctx, 'members:write');
      return { invitations: await present(await repo.pending(ctx.accountId)) };
    },

    async revoke(ctx: Ctx, id: number): Promise<void> {
      requires(ctx, 'members:write');
      if (!(await repo.revoke(ctx.accountId, id))) throw new AppError('NOT_FOUND');
    },

    /**
     * What a live invitation is (workspace, role, the email it went to), for the page that
     * accepts it: only the token's holder learns it; any other token is the accept's 401.
     */
    async lookup(token: string) {
      const invitation = await repo.live(sha256(token));
      if (!invitation) throw new AppError('UNAUTHORIZED', { variant: 'UNAUTHORIZED.invitation' });
      const [shown] = await present([invitation]);
      return {
        workspace: { name: await workspaces.workspaceName(invitation.account_id) },
        role: invitation.role,
        email: invitation.email,
        invitedBy: shown!.invitedBy ? { email: shown!.invitedBy.email } : null,
        expiresAt: invitation.expires_at,
        existingUser: !!(await userByEmail(db, invitation.email)),
      };
    },

    /**
     * Joins the invitation's workspace and starts a session there. A new email becomes a user
     * with the password given; an existing user proves it is them with their password (or a
     * session of theirs): the link alone never signs anyone in to an existing user.
     */
    async accept(
      input: { token: string; password?: string },
      signedInUserId: number | null,
    ): Promise<{ accountId: number; userId: number; cookies: CookiePair }> {
      const invitation = await repo.live(sha256(input.token));
      if (!invitation) throw new AppError('UNAUTHORIZED', { variant: 'UNAUTHORIZED.invitation' });
      const existing = await userByEmail(db, invitation.email);
      let newHash: string | null = null;
      if (existing) {
        const proven =
          signedInUserId === existing.id ||
          (!!input.password && !!existing.password_hash && (await verifyPassword(input.password, existing.password_hash).catch(() => false)));
        if (!proven) throw new AppError('UNAUTHORIZED', { variant: 'UNAUTHORIZED.invitation' });
      } else {
        if (!input.password) throw new AppError('VALIDATION_ERROR', { params: { field: 'password', rule: 'chars_range', min: 8, max: 1000 } });
        checkPassword(input.password);
        newHash = await hashPassword(input.password, config.PASSWORD_HASH_COST);
      }
      const userId = await db.transaction().execute(async (tx) => {
        if (!(await repo.consume(tx, invitation.id))) throw new AppError('UNAUTHORIZED', { variant: 'UNAUTHORIZED.invitation' });
        const id = existing?.id ?? (await insertUser(tx, { email: invitation.email, password_hash: newHash, created_at: nowIso() })).id;
        await addMember(tx, invitation.account_id, id, invitation.role);
        return id;
      });
      // An existing user's session is issued under the credential version their proof was checked against.
      const { cookies } = await sessions.start(userId, invitation.account_id, existing?.credential_version);
      return { accountId: invitation.account_id, userId, cookies };
    },
  };
}
