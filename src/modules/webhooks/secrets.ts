import crypto from 'node:crypto';
import { openIfSealed, sealIfKeyed, type SecretsKeyring } from '../../core/secrets.js';

/** Whose secret signs a delivery: an account's endpoint, or the one URL a batch was given. */
export interface SecretOwner {
  kind: 'endpoint' | 'batch';
  uuid: string;
}

/** Binds a sealed secret to its row: copied into another row, it does not open. */
const contextOf = (o: SecretOwner) => `webhook-${o.kind}:${o.uuid}`;

/**
 * A fresh Standard Webhooks secret (`whsec_` + base64 of 32 random bytes): `shown` is answered
 * once, `stored` is kept (sealed with SECRETS_KEY when the server has one).
 */
export function newWebhookSecret(keys: SecretsKeyring | null, owner: SecretOwner): { shown: string; stored: string } {
  const shown = `whsec_${crypto.randomBytes(32).toString('base64')}`;
  return { shown, stored: sealWebhookSecret(keys, shown, owner) };
}

export const sealWebhookSecret = (keys: SecretsKeyring | null, secret: string, owner: SecretOwner): string => sealIfKeyed(keys, secret, contextOf(owner));

export const openWebhookSecret = (keys: SecretsKeyring | null, stored: string, owner: SecretOwner): string => openIfSealed(keys, stored, contextOf(owner));
