import http from 'node:http';
// oidc-provider ships no TypeScript types; tests are not type-checked by tsc.
import Provider from 'oidc-provider';
import { freePort } from '../support/quire.js';

export interface TestIdentity {
  email: string;
  email_verified: boolean;
}

export const CLIENT_ID = 'quire';
export const CLIENT_SECRET = 'quire-test-secret-0123456789abcdef';

/** Quire's settings for single sign-on through the provider at `issuer` into workspace 1, password sign-in off. */
export const ssoEnv = (issuer: string) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_WORKSPACE_ID: '1',
  OIDC_PASSWORD_LOGIN: 'false',
});

/**
 * A real OpenID provider (oidc-provider) on loopback: code flow with PKCE, its development login
 * form (no password: the login names the account), grants given without a consent screen.
 * `idTokenTtl` and `tokenDelayMs` let a test get an ID token that has expired on arrival.
 */
export async function startProvider(identities: Record<string, TestIdentity>) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const knobs = { idTokenTtl: 3600, tokenDelayMs: 0 };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        // A native client's loopback redirect may use any port (RFC 8252): Quire's test port is picked later.
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/v1/auth/oidc/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
    ttl: { IdToken: () => knobs.idTokenTtl },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const identity = identities[id];
      if (!identity) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...identity }) };
    },
    async loadExistingGrant(ctx: any) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified']);
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx: any, next: () => Promise<void>) => {
    await next();
    if (ctx.path === '/token' && knobs.tokenDelayMs) await new Promise((r) => setTimeout(r, knobs.tokenDelayMs));
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    knobs,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Cookies of one origin, as a browser keeps them (paths ignored: enough for these flows). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Goes through the sign-in as the browser would, up to the provider's redirect back to Quire:
 * Quire's /start, the provider's login form (as `login`), its redirects. Returns the callback
 * URL (with code and state) and the flow cookie Quire set.
 */
export async function throughProvider(quireUrl: string, login: string, quireCookie?: string): Promise<{ callback: string; flowCookie: string }> {
  // A browser signed in to Quire sends its session cookies to /start (same-site navigation).
  const start = await fetch(`${quireUrl}/v1/auth/oidc/start`, { redirect: 'manual', headers: quireCookie ? { cookie: quireCookie } : {} });
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const flowCookie = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jar = new Jar();
  let url = start.headers.get('location')!;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    jar.take(res.headers);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).href;
      if (next.startsWith(quireUrl)) return { callback: next, flowCookie };
      [url, method, body] = [next, 'GET', undefined];
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, login, password: 'any' });
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? new URL(url).pathname;
    [url, method, body] = [new URL(action, url).href, 'POST', form.toString()];
  }
  throw new Error('too many redirects at the provider');
}
