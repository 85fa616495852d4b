import crypto from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { Deps } from '../deps.js';
import { DEFAULT_URL_TTL_SECONDS } from './files-schema.js';
import { generationsRepo } from './repo.js';
import { encodeStoragePath } from '../../storage/paths.js';

/** A fresh key for one file's links; replacing it revokes every link made with the old one. */
export const newLinkSecret = (): string => crypto.randomBytes(32).toString('base64url');

const signatureOf = (secret: string, path: string, expires: number): string =>
  crypto.createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');

/**
 * An expiring link to a private file: its path with `expires` (Unix seconds) and `signature`
 * (HMAC-SHA256 under the file's own key). Local storage: at the file's own URL, checked by the file
 * route. S3: at Quire's own origin, checked by the link route (storage/s3-link-routes.ts), which
 * hands off to a presigned GET of a minute; so revoking (a new key) stops S3 links too.
 */
export async function signedLink(
  deps: Pick<Deps, 'storage' | 'config' | 'clock'>,
  file: { path: string; linkSecret: string },
  ttlSeconds: number,
): Promise<{ url: string; expiresAt: string }> {
  const expires = Math.floor(deps.clock.now() / 1000) + ttlSeconds;
  const expiresAt = new Date(expires * 1000).toISOString();
  const at =
    deps.storage.driver === 'local' ? deps.storage.publicUrl(file.path) : `${deps.config.publicUrl.replace(/\/+$/, '')}/${encodeStoragePath(file.path)}`;
  return { url: `${at}?expires=${expires}&signature=${signatureOf(file.linkSecret, file.path, expires)}`, expiresAt };
}

/**
 * The local file route's question for a private file: a link of a live, signed generation,
 * not expired, under its current key. Anything else is the same 404 as a missing file.
 */
export function linkAuthorizer(deps: Pick<Deps, 'db' | 'clock'>) {
  const generations = generationsRepo(deps.db);
  return async (path: string, query: Record<string, unknown>): Promise<boolean> => {
    const expires = Number(query.expires);
    const signature = query.signature;
    if (!Number.isSafeInteger(expires) || typeof signature !== 'string' || expires * 1000 <= deps.clock.now()) return false;
    // An e-invoice's XML is signed under its PDF's key (issue 37).
    const xml = path.endsWith('.xml');
    const file = await generations.signedFile(xml ? `${path.slice(0, -4)}.pdf` : path);
    if (!file?.link_secret || file.status !== 'succeeded' || (xml && !file.einvoice_format)) return false;
    // Its retention ran out and the sweep has not come yet: already gone for its links.
    if (file.expires_at !== null && Date.parse(file.expires_at) <= deps.clock.now()) return false;
    const expected = Buffer.from(signatureOf(file.link_secret, path, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  };
}

/** POST and DELETE /v1/generations/{id}/link: a new expiring link, or every link revoked. */
export function linksService(deps: Pick<Deps, 'db' | 'storage' | 'config' | 'clock'>) {
  const generations = generationsRepo(deps.db);
  async function owned(ctx: Ctx, id: number) {
    const file = await generations.ownedFile(ctx.accountId, id);
    if (file?.status !== 'succeeded' || file.delivery !== 'url') throw new AppError('NOT_FOUND');
    return file;
  }
  return {
    /** Any live stored file, public or signed; the file stays as private or public as it was. */
    async mint(ctx: Ctx, id: number, ttlSeconds = DEFAULT_URL_TTL_SECONDS) {
      const file = await owned(ctx, id);
      let secret = file.link_secret;
      if (!secret) {
        secret = newLinkSecret();
        await generations.setLinkSecret(file.id, secret, null);
      }
      return signedLink(deps, { path: file.path, linkSecret: secret }, ttlSeconds);
    },
    /** Every link made so far stops working (on S3 too: its links are checked by Quire before the hand-off). */
    async revoke(ctx: Ctx, id: number): Promise<void> {
      const file = await owned(ctx, id);
      await generations.setLinkSecret(file.id, newLinkSecret(), file.link_secret);
    },
  };
}
export type LinksService = ReturnType<typeof linksService>;
