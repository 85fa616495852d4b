/** Who is calling. The verbs see this, never an HTTP request. */
export type Actor =
  | KeyActor<'api_key'>
  /** A dashboard session; userId is the signed-in person (absent only in older tests' ctx). */
  | { kind: 'user'; userId?: number }
  | KeyActor<'mcp'>
  | KeyActor<'legacy'>
  /** The person running `quire` on the server (accounts, tokens, credits commands). */
  | { kind: 'operator' };

/** A call with an API key, through REST, MCP or the legacy endpoint. */
export interface KeyActor<K extends 'api_key' | 'mcp' | 'legacy'> {
  kind: K;
  apiKeyId: number;
  test?: boolean;
  /**
   * The key's retention.ttlSeconds (null: none) as read with the key at authentication, so a
   * generate does not read it again; absent where the actor was rebuilt (a batch's items).
   */
  retentionSeconds?: number | null;
}

export interface Ctx {
  /** The workspace (the spec's account) the call acts in. */
  accountId: number;
  actor: Actor;
  requestId: string;
  /** The member's role in the workspace, for dashboard sessions (see core/permissions). */
  role?: 'owner' | 'admin' | 'editor' | 'viewer';
}

/** A test key (`tk_test_`): free, watermarked renders that never touch credits. */
export const isTestActor = (actor: Actor): boolean => 'test' in actor && actor.test === true;
export const userIdOf = (actor: Actor): number | null => (actor.kind === 'user' ? (actor.userId ?? null) : null);

export const apiKeyIdOf = (actor: Actor): number | null => ('apiKeyId' in actor ? actor.apiKeyId : null);

/** The ctx of an operator command acting on one account (no request: the id says which command ran). */
export const operatorCtx = (accountId: number, requestId = 'cli'): Ctx => ({ accountId, actor: { kind: 'operator' }, requestId });
