import crypto from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requires } from '../../core/permissions.js';
import { openSecret, sealedWithPrevious, sealSecret, type SecretsKeyring } from '../../core/secrets.js';
import { nowIso } from '../../core/time.js';
import type { SigningCertificateRow } from '../../db/schema.js';
import type { Deps, ModuleSettings } from '../deps.js';
import { openPkcs12 } from './pkcs12.js';
import { signingRepo } from './repo.js';
import type { SigningCertificateView } from './schema.js';

/** What a signature needs: the chain (signer first) and the opened private key. */
export interface SigningKey {
  certificates: Buffer[];
  /** PKCS#8 DER. */
  key: Buffer;
  /** The signer's common name (or whole subject), for /Name and a visible signature. */
  signerName: string;
}

/** The server's keyring, or 503 naming SECRETS_KEY when it is not set. */
export function keyringOf(config: Pick<ModuleSettings, 'secretsKeyring'>): SecretsKeyring {
  if (!config.secretsKeyring) throw new AppError('SERVICE_UNAVAILABLE', { variant: 'SERVICE_UNAVAILABLE.secrets_key' });
  return config.secretsKeyring;
}

/** Binds a sealed key to its row: a value copied into another row does not open. */
const sealContext = (uuid: string) => `signing-certificate:${uuid}`;

const MAX_NAME = 200;

const view = (r: SigningCertificateRow): SigningCertificateView => ({
  id: r.uuid,
  name: r.name,
  subject: r.subject,
  issuer: r.issuer,
  serial: r.serial,
  notBefore: r.not_before,
  notAfter: r.not_after,
  fingerprintSha256: r.fingerprint_sha256,
  createdAt: r.created_at,
});

const commonName = (subject: string) => /(?:^|, )CN=([^,]+)/.exec(subject)?.[1] ?? subject;

/** A workspace's signing certificates: upload (PKCS#12), list, read, delete; and the key for a signature. */
export function signingService(deps: Pick<Deps, 'db' | 'config'>) {
  const repo = signingRepo(deps.db);

  async function owned(ctx: Ctx, id: string): Promise<SigningCertificateRow> {
    const row = await repo.byUuid(ctx.accountId, id.toLowerCase());
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async create(ctx: Ctx, input: { file: Buffer; passphrase: string; name?: string }): Promise<SigningCertificateView> {
      requires(ctx, 'signing:manage');
      const keys = keyringOf(deps.config);
      const name = input.name?.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim();
      if (name !== undefined && (name.length < 1 || name.length > MAX_NAME)) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'name', rule: 'chars_range', min: 1, max: MAX_NAME } });
      }
      const identity = openPkcs12(input.file, input.passphrase);
      const uuid = crypto.randomUUID();
      await repo.insert({
        uuid,
        account_id: ctx.accountId,
        name: name || commonName(identity.subject).slice(0, MAX_NAME),
        subject: identity.subject,
        issuer: identity.issuer,
        serial: identity.serial,
        not_before: identity.notBefore.toISOString(),
        not_after: identity.notAfter.toISOString(),
        fingerprint_sha256: identity.fingerprintSha256,
        certificates: JSON.stringify(identity.certificates.map((c) => c.toString('base64'))),
        key_sealed: sealSecret(keys, identity.key, sealContext(uuid)),
        created_at: nowIso(),
      });
      return view((await repo.byUuid(ctx.accountId, uuid))!);
    },

    async list(ctx: Ctx): Promise<{ certificates: SigningCertificateView[] }> {
      requires(ctx, 'signing:manage');
      keyringOf(deps.config);
      return { certificates: (await repo.list(ctx.accountId)).map(view) };
    },

    async get(ctx: Ctx, id: string): Promise<SigningCertificateView> {
      requires(ctx, 'signing:manage');
      keyringOf(deps.config);
      return view(await owned(ctx, id));
    },

    async remove(ctx: Ctx, id: string): Promise<void> {
      requires(ctx, 'signing:manage');
      keyringOf(deps.config);
      await repo.remove((await owned(ctx, id)).id);
    },

    /**
     * The key of certificate `id` of the caller's workspace, for a render: 503 without
     * SECRETS_KEY, 404 for another workspace's, 400 once it has expired. A key sealed before a rotation is sealed again
     * with the current SECRETS_KEY on its way out.
     */
    async keyFor(ctx: Ctx, id: string): Promise<SigningKey> {
      const keys = keyringOf(deps.config);
      const row = await owned(ctx, id);
      // Uploaded while valid, since expired: a signature it made now would not verify.
      if (Date.parse(row.not_after) < Date.now()) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'options.sign.certificateId', rule: 'certificate_expired', date: row.not_after } });
      }
      let key: Buffer;
      try {
        key = openSecret(keys, row.key_sealed, sealContext(row.uuid));
      } catch (error) {
        // SECRETS_KEY changed without the old one as SECRETS_KEY_PREVIOUS: an operator's fix, named.
        throw new AppError('SERVICE_UNAVAILABLE', { variant: 'SERVICE_UNAVAILABLE.secrets_key_unknown' }, { cause: error });
      }
      if (sealedWithPrevious(keys, row.key_sealed)) await repo.reseal(row.id, sealSecret(keys, key, sealContext(row.uuid)));
      return {
        certificates: (JSON.parse(row.certificates) as string[]).map((c) => Buffer.from(c, 'base64')),
        key,
        signerName: commonName(row.subject),
      };
    },
  };
}

export type SigningService = ReturnType<typeof signingService>;
