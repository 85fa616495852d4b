import { api, ok } from '../../quire';
import { scheduleRefresh, sessionEnded, sessionStarted } from '../../session';
import type { Me } from '../../types';

export async function signIn(email: string, password: string): Promise<void> {
  const { accessExpiresIn } = await ok(api.POST('/v1/auth/login', { body: { email, password } }));
  sessionStarted(accessExpiresIn);
}

/** Whether self-service sign-up is open (SIGNUP_ENABLED). */
export const signInOptions = () => ok(api.GET('/v1/auth/options'));

/** Creates the account (when sign-up is open); then sign in as usual. */
export const signUp = (email: string, password: string) => ok(api.POST('/v1/auth/signup', { body: { email, password } }));

export async function signOut(): Promise<void> {
  sessionEnded();
  await ok(api.POST('/v1/auth/logout'));
}

/** On page load: the account when a session (or a refreshable one) exists, else null. */
export async function currentAccount(): Promise<Me | null> {
  const { data, error, response } = await api.GET('/v1/me');
  if (response.status === 401) return null;
  if (!response.ok) return ok(Promise.resolve({ data, error, response }));
  // The page was (re)loaded with a live cookie whose age we do not know: refresh soon (sessionFetch refreshed already after a 401).
  scheduleRefresh(60);
  return data!;
}
