import * as client from 'openid-client';
import { AppError, isAppError } from '../../core/errors.js';
import type { Role } from '../../core/permissions.js';
import { nowIso } from '../../core/time.js';
import { sha256 } from '../../core/secrets.js';
import type { Deps } from '../deps.js';
import { addMember } from '../members/index.js';
import { insertUser, linkSubject, userByEmail, userBySubject } from '../users/index.js';
import { sessionsRepo } from './repo.js';
import type { CookiePair, SessionsService } from './service.js';
import { ssoEmail } from './sso-email.js';

/** OIDC_* settings; null issuer: single sign-on is off. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case email domains allowed to sign in; null: any. */
  allowedDomains: string[] | null;
  /** Just-in-time membership: an unknown verified email joins this workspace with this role. */
  workspaceId: number | null;
  defaultRole: Role;
  /** Plain http is allowed for a loopback issuer only (checked with the config). */
  insecureLoopback: boolean;
  redirectUri: string;
}

/** What the browser carries between /start and /callback (an HttpOnly cookie). */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /**
   * The SHA-256 of the access token of the session the browser held at /start, if any: a user
   * signed in with their password who then signs in with SSO proves both, so the identity may
   * be linked to them. A hash of a secret only that browser has: it cannot be forged.
   */
  link?: string;
}

// Seconds of clock difference tolerated between Quire and the provider on exp/iat/nbf.
const CLOCK_TOLERANCE_S = 5;

const ssoError = (detail: string) => new AppError('UNAUTHORIZED', { variant: 'UNAUTHORIZED.sso', params: { detail } });

export type OidcService = ReturnType<typeof oidcService>;

/**
 * Sign-in through an OpenID Connect provider with openid-client: authorization code flow
 * with PKCE, state and nonce; the ID token's issuer, audience, signature and expiry are checked
 * by the library. Users are matched by (issuer, subject), else by verified email: the provider
 * must have verified it, and Quire must know the existing user holds it (an operator made the
 * user, this issuer vouched for it before, or the browser is signed in as that user). Otherwise
 * anyone could sign up with an address before its owner's first SSO sign-in and keep a
 * password session that then holds the owner's workspaces.
 */
export function oidcService({ db, log }: Deps, settings: OidcSettings, sessions: Pick<SessionsService, 'start' | 'revokeAllIn'>) {
  const sessionRows = sessionsRepo(db);
  let discovered: Promise<client.Configuration> | null = null;

  /** Discovery once; a failure is retried on the next sign-in, not cached. */
  function configuration(): Promise<client.Configuration> {
    const metadata = { client_secret: settings.clientSecret, [client.clockTolerance]: CLOCK_TOLERANCE_S };
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, metadata, undefined, {
        execute: settings.insecureLoopback ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        discovered = null;
        log.warn({ err }, 'OpenID Connect discovery failed');
        throw ssoError('the identity provider cannot be reached');
      });
    return discovered;
  }

  async function userFor(claims: Record<string, unknown>, link: string | undefined): Promise<number> {
    const email = typeof claims.email === 'string' ? ssoEmail(claims.email) : '';
    if (!email) throw ssoError('the identity provider sent no email');
    if (claims.email_verified !== true) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.sso_unverified' });
    const domain = email.split('@').pop()!;
    if (settings.allowedDomains && !settings.allowedDomains.includes(domain)) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.sso_domain' });
    const subject = String(claims.sub);
    const linked = await userBySubject(db, settings.issuer, subject);
    if (linked) return linked.id;
    const byEmail = await userByEmail(db, email);
    if (byEmail) {
      const signedInAs = link ? (await sessionRows.ofAccess(link))?.userId : undefined;
      const vouched = byEmail.email_verified_by === 'quire' || byEmail.email_verified_by === settings.issuer;
      // Another identity of this issuer holds the user already: a second one never takes it over.
      const otherIdentity = byEmail.oidc_issuer === settings.issuer && byEmail.oidc_subject !== null;
      if (otherIdentity || !(vouched || signedInAs === byEmail.id)) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.sso_link' });
      await db.transaction().execute(async (tx) => {
        // Linking ends every session of the user: whoever held one (and its refresh) signs in again.
        await linkSubject(tx, byEmail.id, settings.issuer, subject);
        await sessions.revokeAllIn(tx, byEmail.id);
        if (settings.workspaceId !== null) await addMember(tx, settings.workspaceId, byEmail.id, settings.defaultRole);
      });
      return byEmail.id;
    }
    const workspaceId = settings.workspaceId;
    if (workspaceId === null) throw ssoError('no Quire user has this email; ask an admin for an invitation');
    return db.transaction().execute(async (tx) => {
      const user = await insertUser(tx, {
        email,
        password_hash: null,
        oidc_issuer: settings.issuer,
        oidc_subject: subject,
        email_verified_by: settings.issuer,
        created_at: nowIso(),
      });
      await addMember(tx, workspaceId, user.id, settings.defaultRole);
      return user.id;
    });
  }

  return {
    /** The provider's authorization URL and the flow to keep in the browser's cookie. */
    async start(accessToken?: string): Promise<{ url: string; flow: OidcFlow }> {
      const config = await configuration();
      const flow: OidcFlow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
      if (accessToken) flow.link = sha256(accessToken);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /** Finishes the flow: a session for the matched user, or an error and no session. */
    async callback(currentUrl: URL, flow: OidcFlow | null): Promise<{ accountId: number; cookies: CookiePair }> {
      if (!flow) throw ssoError('no sign-in is in progress in this browser');
      const config = await configuration();
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = { ...tokens.claims() };
        // Providers that keep the ID token small put the email in userinfo only.
        if (claims.email === undefined) claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
      } catch (err) {
        if (isAppError(err)) throw err;
        log.info({ err }, 'OpenID Connect callback refused');
        throw ssoError(reason(err));
      }
      return sessions.start(await userFor(claims, flow.link));
    },
  };
}

/** A short, secret-free reason for the error page (openid-client keeps the precise check in `cause`). */
function reason(err: unknown): string {
  if (err instanceof client.AuthorizationResponseError) return `the provider answered ${err.error}`;
  if (err instanceof client.ResponseBodyError) return `the provider refused the code: ${err.error}`;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
  const message = `${err instanceof Error ? err.message : String(err)} ${cause}`;
  if (/"state"/.test(message)) return "the state does not match this browser's sign-in";
  if (/"exp"/.test(message)) return 'the ID token has expired';
  if (/"nonce"/.test(message)) return 'the nonce does not match';
  return 'the ID token could not be verified';
}
