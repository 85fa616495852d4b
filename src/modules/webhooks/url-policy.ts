import { AppError } from '../../core/errors.js';
import { NetworkPolicy } from '../../render/network-policy.js';
import type { Deps } from '../deps.js';

const publicOnly = new NetworkPolicy({ remoteResources: 'public' });

/**
 * Webhook targets follow the render network policy: http(s) only, and never loopback,
 * private, link-local or metadata addresses (by name or after DNS), unless
 * WEBHOOK_ALLOW_PRIVATE=true (tests, closed networks). Answers the reason when refused.
 */
export const webhookUrlRefusal = (deps: Pick<Deps, 'config'>, url: string): Promise<string | null> =>
  outboundUrlRefusal(url, deps.config.WEBHOOK_ALLOW_PRIVATE === true);

/** The rule above with its switch given: webhooks (WEBHOOK_ALLOW_PRIVATE) and uploads (UPLOAD_ALLOW_PRIVATE) share it. */
export async function outboundUrlRefusal(url: string, allowPrivate: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'only http and https URLs';
  if (parsed.username || parsed.password) return 'credentials in the URL';
  if (allowPrivate) return null;
  const verdict = await publicOnly.check(url);
  return verdict.allowed ? null : verdict.reason;
}

/** Throws VALIDATION_ERROR naming the field when the URL may not receive webhooks. */
export async function checkWebhookUrl(deps: Pick<Deps, 'config'>, url: string, field = 'webhook.url'): Promise<void> {
  const reason = await webhookUrlRefusal(deps, url);
  if (reason) throw new AppError('VALIDATION_ERROR', { params: { detail: `${field}: refused (${reason}); webhooks go to public addresses only` } });
}
