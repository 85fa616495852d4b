import { createQuireClient, isQuireError } from '@quire/client';

/** The teams pages talk to Quire through the typed client, signed in by the dashboard's cookies. */
export const quire = createQuireClient({ baseUrl: window.location.origin, retry: { maxRetries: 0 } });

/** The payload of a 2xx, or the API's message as an Error. */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const body = error as { message?: string } | undefined;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
  return data as T;
}

export const messageOf = (err: unknown): string => (isQuireError(err) || err instanceof Error ? err.message : String(err));

export type Role = 'owner' | 'admin' | 'editor' | 'viewer';
export const ROLES: Role[] = ['owner', 'admin', 'editor', 'viewer'];
