import { CloudFrontCdnPurger, HttpPurgeCdnPurger, NoCdnPurger, type CloudFrontOptions, type HttpPurgeOptions } from './cdn.js';
import { LocalStorage, type LocalStorageOptions } from './local.js';
import { S3Storage, type S3StorageOptions } from './s3.js';
import type { CdnPurger, ObjectStorage } from './types.js';

/**
 * Plain objects filled by the app's config module from STORAGE_* / S3_* / CDN_* /
 * CLOUDFRONT_* (docs/configuration.md lists them). Constructors throw on a bad setting, naming the
 * variable, so a misconfiguration stops the start.
 */
export type StorageConfig = ({ driver: 'local' } & LocalStorageOptions) | ({ driver: 's3' } & S3StorageOptions);

export type CdnConfig = { driver: 'none' } | ({ driver: 'purge' } & HttpPurgeOptions) | ({ driver: 'cloudfront' } & CloudFrontOptions);

export function createStorage(cfg: StorageConfig): ObjectStorage {
  switch (cfg.driver) {
    case 'local':
      return new LocalStorage(cfg);
    case 's3':
      return new S3Storage(cfg);
    default:
      throw new Error(`Unknown STORAGE_DRIVER ${JSON.stringify((cfg as { driver: unknown }).driver)} (local | s3)`);
  }
}

export function createCdnPurger(cfg: CdnConfig): CdnPurger {
  switch (cfg.driver) {
    case 'none':
      return new NoCdnPurger();
    case 'purge':
      return new HttpPurgeCdnPurger(cfg);
    case 'cloudfront':
      return new CloudFrontCdnPurger(cfg);
    default:
      throw new Error(`Unknown CDN_DRIVER ${JSON.stringify((cfg as { driver: unknown }).driver)} (none | purge | cloudfront)`);
  }
}

export type { CdnPurger, ObjectStorage } from './types.js';
export { isSafeStoragePath } from './paths.js';
export { LocalStorage, type LocalStorageOptions } from './local.js';
export { localFilesRoutes } from './local-routes.js';
export { S3Storage, defaultPublicBaseUrl, type S3StorageOptions } from './s3.js';
export { CloudFrontCdnPurger, type CloudFrontOptions, type HttpPurgeOptions } from './cdn.js';
