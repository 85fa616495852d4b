/**
 * Storage paths are relative, slash-separated keys such as
 * `client/<account_id>/generated/<document_uuid>/<timestamp_ms>.pdf`. The same key names a
 * file under the local root and an S3 object, so the rules are the strictest of both: no
 * empty, `.` or `..` segments (traversal on disk, ambiguity in URLs), no backslashes (a
 * separator on Windows and in some proxies), no control characters.
 */
const MAX_PATH_LENGTH = 1024; // S3's key limit, in bytes for ASCII keys
const FORBIDDEN_CHARS = /[\\\u0000-\u001f\u007f]/;

export function isSafeStoragePath(path: string): boolean {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (FORBIDDEN_CHARS.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertSafeStoragePath(path: string): void {
  if (!isSafeStoragePath(path)) throw new Error(`Refusing unsafe storage path: ${JSON.stringify(path)}`);
}

/** Percent-encodes each segment so any safe key becomes a valid URL path. */
export function encodeStoragePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** Validates a public base URL once, at construction, so a typo stops the start. */
export function parseBaseUrl(base: string, settingName: string): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`${settingName} must be an absolute http(s) URL, got ${JSON.stringify(base)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${settingName} must be an http(s) URL, got ${JSON.stringify(base)}`);
  }
  if (url.search || url.hash) throw new Error(`${settingName} must not have a query or fragment`);
  return url;
}

export function joinPublicUrl(base: URL, path: string): string {
  assertSafeStoragePath(path);
  return `${base.origin}${stripTrailingSlash(base.pathname)}/${encodeStoragePath(path)}`;
}

/**
 * Inverse of joinPublicUrl. Query and fragment are ignored (a client may add `?download`);
 * the WHATWG parser already folds `..`, `%2e%2e` and default ports, and segments are
 * re-checked after decoding so `%2f` cannot smuggle a separator.
 */
export function splitPublicUrl(base: URL, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== base.origin) return null;
  const prefix = `${stripTrailingSlash(base.pathname)}/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  const rawSegments = parsed.pathname.slice(prefix.length).split('/');
  let path: string;
  try {
    path = rawSegments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return null; // malformed percent-encoding: not a URL we produced
  }
  if (path.split('/').length !== rawSegments.length) return null; // a decoded %2f
  return isSafeStoragePath(path) ? path : null;
}

function stripTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
