import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { randomUUID } from 'node:crypto';
import { encodeStoragePath } from './paths.js';
import type { CdnPurger } from './types.js';

const DEFAULT_TIMEOUT_MS = 10_000;

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
