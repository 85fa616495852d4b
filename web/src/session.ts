/**
 * Session upkeep, the glue @quire/client cannot do: the access cookie is refreshed before it
 * expires, and once after a 401; when that fails, the handler set by setSignedOutHandler sends
 * the person to sign-in. The client calls through sessionFetch.
 */

type SignedOutHandler = () => void;
let onSignedOut: SignedOutHandler = () => {};
/** Called once when the session is gone for good (refresh refused). */
export function setSignedOutHandler(fn: SignedOutHandler): void {
  onSignedOut = fn;
}

const REFRESHED_AT = 'quire.refreshedAt';
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflightRefresh: Promise<boolean> | null = null;

/** Refreshes at 80% of the access cookie's life, so a person typing never meets a 401. */
export function scheduleRefresh(expiresInSeconds: number) {
  clearTimeout(refreshTimer);
  const ms = Math.max(5_000, expiresInSeconds * 800);
  refreshTimer = setTimeout(() => void refreshSession(Date.now()), ms);
}

/** After sign-in: the cookie is fresh. */
export function sessionStarted(accessExpiresIn: number) {
  localStorage.setItem(REFRESHED_AT, String(Date.now()));
  scheduleRefresh(accessExpiresIn);
}

export const sessionEnded = () => clearTimeout(refreshTimer);

/**
 * One refresh at a time across tabs (Web Locks): refresh rotates the token, so two tabs
 * refreshing with the same cookie would sign one of them out. A tab that waited for the lock
 * and finds another tab refreshed after its request started just retries with the new cookie.
 */
export function refreshSession(since: number): Promise<boolean> {
  inflightRefresh ??= withLock(async () => {
    const last = Number(localStorage.getItem(REFRESHED_AT) ?? 0);
    if (last > since) return true;
    const res = await fetch('/v1/auth/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!res.ok) return false;
    sessionStarted(((await res.json()) as { accessExpiresIn: number }).accessExpiresIn);
    return true;
  }).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

function withLock<T>(fn: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request('quire-session-refresh', fn) as Promise<T>) : fn();
}

/** Auth routes answer 401 for a wrong password, and /v1/me's 401 means "not signed in": no refresh for those. */
const NO_REFRESH = /^\/v1\/auth\//;

/**
 * The fetch under @quire/client: on a 401 it refreshes the session once and sends the request
 * again; a second 401 (or a refused refresh) signs the person out.
 */
export async function sessionFetch(request: Request): Promise<Response> {
  const started = Date.now();
  const res = await fetch(request.clone());
  if (res.status !== 401 || NO_REFRESH.test(new URL(request.url).pathname)) return res;
  const again = (await refreshSession(started)) ? await fetch(request) : res;
  if (again.status === 401 && new URL(request.url).pathname !== '/v1/me') onSignedOut();
  return again;
}
