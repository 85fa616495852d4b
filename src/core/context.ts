/** Who is calling. The verbs see this, never an HTTP request. */
export type Actor =
  | { kind: 'api_key'; apiKeyId: number }
  | { kind: 'user' }
  | { kind: 'mcp'; apiKeyId: number }
  | { kind: 'legacy'; apiKeyId: number }
  /** The person running `quire` on the server (accounts, tokens, credits commands). */
  | { kind: 'operator' };

export interface Ctx {
  accountId: number;
  actor: Actor;
  requestId: string;
}

export const apiKeyIdOf = (actor: Actor): number | null => ('apiKeyId' in actor ? actor.apiKeyId : null);

/** The ctx of an operator command acting on one account (no request: the id says which command ran). */
export const operatorCtx = (accountId: number, requestId = 'cli'): Ctx => ({ accountId, actor: { kind: 'operator' }, requestId });
