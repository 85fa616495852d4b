import { isIP } from 'node:net';
import { z } from 'zod';
import { ConfigError } from '../core/errors.js';
import type { OidcSettings } from '../modules/auth/oidc.js';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Invitations by email and single sign-on through OpenID Connect (docs/teams.md). */
export const teamsEnv = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Quire <quire@localhost>'),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be the issuer URL, e.g. https://accounts.example.com' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .regex(/^[\w.-]+(\s*,\s*[\w.-]+)*$/, 'must be domains separated by commas, e.g. example.com,example.org')
    .optional(),
  OIDC_DEFAULT_ROLE: z.enum(['admin', 'editor', 'viewer']).default('viewer'),
  OIDC_WORKSPACE_ID: z.coerce.number({ error: 'must be a workspace id' }).int().positive().optional(),
  OIDC_PASSWORD_LOGIN: bool.default(true),
  // An invitation is an email Quire sends to any address: without a cap it is a mail relay.
  INVITATIONS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int({ error: 'must be a whole number from 1 to 100000' })
    .min(1, { error: 'must be a whole number from 1 to 100000' })
    .max(100_000, { error: 'must be a whole number from 1 to 100000' })
    .default(50),
};

const teamsSchema = z.object(teamsEnv);
type TeamsEnv = z.infer<typeof teamsSchema>;

/** The OIDC variables go together; a plain-http issuer is accepted only on a loopback address. */
export function checkTeams(e: TeamsEnv): void {
  const oidc = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError('Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET turn on single sign-on together: set all three or none.');
  }
  if (e.OIDC_ISSUER && new URL(e.OIDC_ISSUER).protocol === 'http:' && !isLoopback(new URL(e.OIDC_ISSUER).hostname)) {
    throw new ConfigError('Invalid configuration: OIDC_ISSUER must be an https:// URL (plain http is accepted only on a loopback address such as 127.0.0.1).');
  }
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

export const allowedDomains = (value: string | undefined): string[] | null =>
  value
    ? value
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean)
    : null;

/** The OIDC service's settings from the validated config; null when single sign-on is off. */
export function oidcSettingsOf(c: TeamsEnv & { publicUrl: string }): OidcSettings | null {
  if (!c.OIDC_ISSUER || !c.OIDC_CLIENT_ID || !c.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: c.OIDC_ISSUER,
    clientId: c.OIDC_CLIENT_ID,
    clientSecret: c.OIDC_CLIENT_SECRET,
    allowedDomains: allowedDomains(c.OIDC_ALLOWED_DOMAINS),
    workspaceId: c.OIDC_WORKSPACE_ID ?? null,
    defaultRole: c.OIDC_DEFAULT_ROLE,
    insecureLoopback: new URL(c.OIDC_ISSUER).protocol === 'http:',
    redirectUri: `${c.publicUrl}/v1/auth/oidc/callback`,
  };
}
