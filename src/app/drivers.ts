import type { AiConfig } from '../ai/index.js';
import type { JobsConfig } from '../jobs/index.js';
import type { CdnConfig, StorageConfig } from '../storage/index.js';
import type { Config } from './config.js';

/** Maps validated settings onto the storage and CDN drivers' own options. */
export function storageConfigOf(c: Config): StorageConfig {
  if (c.STORAGE_DRIVER === 'local') return { driver: 'local', root: c.filesDir, publicBaseUrl: c.publicUrl };
  return {
    driver: 's3',
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    publicBaseUrl: c.S3_PUBLIC_URL,
  };
}

export function cdnConfigOf(c: Config): CdnConfig {
  switch (c.CDN_DRIVER) {
    case 'none':
      return { driver: 'none' };
    case 'purge':
      return { driver: 'purge', urlTemplate: c.CDN_PURGE_URL! };
    case 'cloudfront':
      return {
        driver: 'cloudfront',
        distributionId: c.CLOUDFRONT_DISTRIBUTION_ID!,
        region: c.CLOUDFRONT_REGION,
        endpoint: c.CLOUDFRONT_ENDPOINT,
      };
  }
}

/** The assistant's provider settings; the key stays in this object and the SDK client only. */
export function aiConfigOf(c: Config): AiConfig {
  if (c.AI_PROVIDER === 'none') return { provider: 'none' };
  return {
    provider: c.AI_PROVIDER,
    model: c.AI_MODEL!,
    apiKey: c.AI_API_KEY,
    baseUrl: c.AI_BASE_URL,
    maxOutputTokens: c.AI_MAX_OUTPUT_TOKENS,
    timeoutMs: c.AI_TIMEOUT_MS,
  };
}

/** On PostgreSQL the queue lives in the database (shared by every node); on SQLite, in memory. */
export function jobsConfigOf(c: Config): JobsConfig {
  return c.database.dialect === 'postgres' ? { driver: 'pg-boss', url: c.database.url } : { driver: 'in-process' };
}
