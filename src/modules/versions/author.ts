import type { Ctx } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { workspaceEmail } from '../accounts/index.js';
import { userById } from '../users/index.js';
import type { DocumentVersionRow } from '../../db/schema.js';

export type Author = Pick<DocumentVersionRow, 'actor_via' | 'api_key_id' | 'actor_email'>;

/**
 * Who makes a version, from what the request context knows: the API key (REST, MCP) or the
 * dashboard's signed-in user (a workspace has several). Written with the version, so history
 * keeps it as it was.
 */
export async function authorOf(db: Db, ctx: Ctx, via?: 'assistant'): Promise<Author> {
  const a = ctx.actor;
  if (a.kind === 'user') {
    const user = a.userId ? await userById(db, a.userId) : undefined;
    const email = user?.email ?? (await workspaceEmail(db, ctx.accountId));
    return { actor_via: via ?? 'dashboard', api_key_id: null, actor_email: email };
  }
  if (a.kind === 'operator') return { actor_via: 'api', api_key_id: null, actor_email: null };
  return { actor_via: via ?? (a.kind === 'mcp' ? 'mcp' : 'api'), api_key_id: a.apiKeyId, actor_email: null };
}
