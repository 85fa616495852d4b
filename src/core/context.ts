/** Who is calling. The verbs see this, never an HTTP request. */
export type Actor =
  | { kind: 'api_key'; apiKeyId: number; test?: boolean }
  | { kind: 'user' }
  | { kind: 'mcp'; apiKeyId: number; test?: boolean }
  | { kind: 'legacy'; apiKeyId: number; test?: boolean }
  /** The person running `quire` on the server (accounts, tokens, credits commands). */
  | { kind: 'operator' };

export interface Ctx {
  accountId: number;
  actor: Actor;
  requestId: string;
}

/** A test key (`tk_test_`): free, watermarked renders that never touch credits. */
export const isTestActor = (actor: Actor): boolean => 'test' in actor && actor.test === true;

export const apiKeyIdOf = (actor: Actor): number | null => ('apiKeyId' in actor ? actor.apiKeyId : null);

/** The ctx of an operator command acting on one account (no request: the id says which command ran). */
export const operatorCtx = (accountId: number, requestId = 'cli'): Ctx => ({ accountId, actor: { kind: 'operator' }, requestId });
