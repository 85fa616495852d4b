import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { randomUUID } from 'node:crypto';
import { encodeStoragePath } from './paths.js';
import type { CdnPurger } from './types.js';

const DEFAULT_TIMEOUT_MS = 10_000;

/** No CDN in front (local storage, or a bucket served directly): nothing to invalidate. */
export class NoCdnPurger implements CdnPurger {
  readonly driver = 'none' as const;
  async purge(_paths: string[], _urls: string[]): Promise<void> {}
}

export interface HttpPurgeOptions {
  /**
   * URL to send `PURGE` to, once per file. `{path}` becomes the storage path (URL-encoded, no
   * leading slash), `{url}` the file's full public URL. E.g. `https://cdn.example.com/{path}`
   * (Varnish, nginx proxy_cache_purge, Fastly) or `{url}` to purge the public URL itself.
   */
  urlTemplate: string;
  /** Extra headers, e.g. a purge token (Fastly-Key, AccessKey...). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class HttpPurgeCdnPurger implements CdnPurger {
  readonly driver = 'purge' as const;

  constructor(private readonly options: HttpPurgeOptions) {
    const template = options.urlTemplate;
    if (!template || !(template.includes('{path}') || template.includes('{url}'))) {
      throw new Error('CDN_PURGE_URL must contain {path} or {url}, e.g. https://cdn.example.com/{path}');
    }
    if (!template.startsWith('{url}') && !/^https?:\/\//i.test(template)) {
      throw new Error(`CDN_PURGE_URL must be an http(s) URL template, got ${JSON.stringify(template)}`);
    }
  }

  async purge(paths: string[], urls: string[]): Promise<void> {
    if (paths.length !== urls.length) throw new TypeError('purge(paths, urls): one url per path');
    await Promise.all(paths.map((path, i) => this.purgeOne(this.expand(path, urls[i]))));
  }

  private expand(path: string, url: string): string {
    return this.options.urlTemplate.replaceAll('{path}', encodeStoragePath(path)).replaceAll('{url}', url);
  }

  private async purgeOne(target: string): Promise<void> {
    const response = await fetch(target, {
      method: 'PURGE',
      headers: this.options.headers,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    await response.body?.cancel(); // free the socket; the body carries nothing we use
    if (!response.ok) throw new Error(`CDN purge of ${target} answered HTTP ${response.status}`);
  }
}

export interface CloudFrontOptions {
  distributionId: string;
  /** CloudFront is global; the SDK still wants a region for signing. */
  region?: string;
  /** Tests only: a stand-in server. */
  endpoint?: string;
  /** Unset: the AWS default credential chain (AWS_ACCESS_KEY_ID..., profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  timeoutMs?: number;
}

/**
 * One invalidation per purge call, for `/<path>`: the distribution is expected to serve the
 * bucket root at its root (S3_PUBLIC_URL = https://<distribution domain>).
 */
export class CloudFrontCdnPurger implements CdnPurger {
  readonly driver = 'cloudfront' as const;
  private readonly client: CloudFrontClient;

  constructor(private readonly options: CloudFrontOptions) {
    if (!options.distributionId) throw new Error('CLOUDFRONT_DISTRIBUTION_ID is required when CDN_DRIVER=cloudfront');
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.client = new CloudFrontClient({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      credentials: options.credentials,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: Math.min(3_000, timeout), requestTimeout: timeout, throwOnRequestTimeout: true },
    });
  }

  /** CloudFront invalidates by path on its own domain, so the public URLs are not needed. */
  async purge(paths: string[], _urls: string[]): Promise<void> {
    if (paths.length === 0) return;
    const items = paths.map((path) => `/${encodeStoragePath(path)}`);
    await this.client.send(
      new CreateInvalidationCommand({
        DistributionId: this.options.distributionId,
        InvalidationBatch: {
          // Must be unique per invalidation, or CloudFront treats the call as a replay.
          CallerReference: `quire-${Date.now()}-${randomUUID()}`,
          Paths: { Quantity: items.length, Items: items },
        },
      }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
