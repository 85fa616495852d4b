import { HttpPurgeCdnPurger, NoCdnPurger, type HttpPurgeOptions } from './cdn.js';
import type { CloudFrontOptions } from './cloudfront.js';
import { LocalStorage, type LocalStorageOptions } from './local.js';
import type { S3StorageOptions } from './s3.js';
import type { CdnPurger, ObjectStorage } from './types.js';

/**
 * Plain objects filled by the app's config module from STORAGE_* / S3_* / CDN_* /
 * CLOUDFRONT_* (docs/configuration.md lists them). Constructors throw on a bad setting, naming the
 * variable, so a misconfiguration stops the start. The AWS drivers are imported only when chosen:
 * their SDKs would add to the start of every node and every `quire` command that never uses them.
 */
export type StorageConfig = ({ driver: 'local' } & LocalStorageOptions) | ({ driver: 's3' } & S3StorageOptions);

export type CdnConfig = { driver: 'none' } | ({ driver: 'purge' } & HttpPurgeOptions) | ({ driver: 'cloudfront' } & CloudFrontOptions);

export async function createStorage(cfg: StorageConfig): Promise<ObjectStorage> {
  switch (cfg.driver) {
    case 'local':
      return new LocalStorage(cfg);
    case 's3':
      return new (await import('./s3.js')).S3Storage(cfg);
    default:
      throw new Error(`Unknown STORAGE_DRIVER ${JSON.stringify((cfg as { driver: unknown }).driver)} (local | s3)`);
  }
}

export async function createCdnPurger(cfg: CdnConfig): Promise<CdnPurger> {
  switch (cfg.driver) {
    case 'none':
      return new NoCdnPurger();
    case 'purge':
      return new HttpPurgeCdnPurger(cfg);
    case 'cloudfront':
      return new (await import('./cloudfront.js')).CloudFrontCdnPurger(cfg);
    default:
      throw new Error(`Unknown CDN_DRIVER ${JSON.stringify((cfg as { driver: unknown }).driver)} (none | purge | cloudfront)`);
  }
}

export type { CdnPurger, ObjectStorage } from './types.js';
export { isSafeStoragePath } from './paths.js';
export { LocalStorage, type LocalStorageOptions } from './local.js';
export { localFilesRoutes } from './local-routes.js';
export type { S3StorageOptions } from './s3.js';
export type { CloudFrontOptions } from './cloudfront.js';
export type { HttpPurgeOptions } from './cdn.js';
