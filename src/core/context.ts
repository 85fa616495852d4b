/** Who is calling. The verbs see this, never an HTTP request. */
export type Actor =
  | { kind: 'api_key'; apiKeyId: number }
  | { kind: 'user' }
  | { kind: 'mcp'; apiKeyId: number }
  | { kind: 'legacy'; apiKeyId: number };

export interface Ctx {
  accountId: number;
  actor: Actor;
  requestId: string;
}

export const apiKeyIdOf = (actor: Actor): number | null => ('apiKeyId' in actor ? actor.apiKeyId : null);
