import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeStoragePath, joinPublicUrl, parseBaseUrl, splitPublicUrl } from './paths.js';
import { IMMUTABLE_CACHE_CONTROL, type ObjectStorage, type PutOptions } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible server (MinIO, R2, s3rver...); unset means AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Both or neither; neither means the AWS default credential chain (env, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where objects are publicly readable (CDN or bucket URL). Default: derived, see defaultPublicBaseUrl. */
  publicBaseUrl?: string;
  /** Per-attempt limit; a hung server must not hold a render's credit for minutes. */
  requestTimeoutMs?: number;
  maxAttempts?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3_000;

export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly base: URL;

  constructor(options: S3StorageOptions) {
    if (!options.bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
    if (!options.region) throw new Error('S3_REGION is required when STORAGE_DRIVER=s3');
    if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
      throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS credential chain');
    }
    if (options.endpoint !== undefined) parseBaseUrl(options.endpoint, 'S3_ENDPOINT');
    this.bucket = options.bucket;
    this.base = parseBaseUrl(options.publicBaseUrl ?? defaultPublicBaseUrl(options), 'S3_PUBLIC_URL');
    const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // One retry: the caller refunds the credit and answers 503 "safe to retry", so failing
      // fast beats the SDK's default backoff while a render slot waits.
      maxAttempts: options.maxAttempts ?? 2,
      requestHandler: {
        connectionTimeout: Math.min(CONNECT_TIMEOUT_MS, requestTimeout),
        requestTimeout,
        throwOnRequestTimeout: true, // without it the SDK only logs a warning and keeps waiting
      },
      // Since SDK 3.729 checksums are sent by default, and several S3-compatible servers reject
      // them; TLS already protects the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(path: string, body: Uint8Array, contentType: string, options: PutOptions = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(path),
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
        ContentDisposition: options.contentDisposition,
      }),
    );
  }

  /** Streams the file as the request body: its length is known, so no buffering is needed. */
  async putFile(path: string, file: string, contentType: string, options: PutOptions = {}): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(path),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
        ContentDisposition: options.contentDisposition,
      }),
    );
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(path) }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** S3 answers 204 for a missing key too, which is exactly the idempotence we want. */
  async delete(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path) }));
  }

  publicUrl(path: string): string {
    return joinPublicUrl(this.base, path);
  }

  pathFromUrl(url: string): string | null {
    return splitPublicUrl(this.base, url);
  }

  async presignedGetUrl(path: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: this.key(path) }), { expiresIn: expiresInSeconds });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Releases pooled sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }

  /** Same rules as local storage, so a path valid on one driver is valid on the other. */
  private key(path: string): string {
    assertSafeStoragePath(path);
    return path;
  }
}

/**
 * Where a plain GET reaches the object when no S3_PUBLIC_URL is set. The bucket must allow
 * anonymous reads (bucket policy) for these URLs to work; a CDN in front is the usual setup.
 */
export function defaultPublicBaseUrl(options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  const { bucket, region, endpoint, forcePathStyle } = options;
  // Dotted bucket names break the TLS wildcard of virtual-hosted names: use path style.
  const pathStyle = forcePathStyle === true || bucket.includes('.');
  if (endpoint) {
    const url = new URL(endpoint);
    const base = url.pathname.replace(/\/$/, '');
    return pathStyle ? `${url.origin}${base}/${bucket}` : `${url.protocol}//${bucket}.${url.host}${base}`;
  }
  return pathStyle ? `https://s3.${region}.amazonaws.com/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
}
