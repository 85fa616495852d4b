/**
 * The storage contract. Generated PDFs and preview images live at permanent, public, unsigned
 * URLs (service spec), so a storage is a put/delete store plus a path <-> URL mapping.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores bytes at `path`. Throws on failure; the caller maps that to storage_unavailable. */
  put(path: string, body: Uint8Array, contentType: string, options?: PutOptions): Promise<void>;
  /**
   * Stores the file at `file` (on local disk) at `path`, streaming it: large outputs (a batch's
   * zip or merged PDF) are never held whole in memory.
   */
  putFile(path: string, file: string, contentType: string, options?: PutOptions): Promise<void>;
  /** The bytes at `path`, or null when there is no such object. */
  get(path: string): Promise<Buffer | null>;
  /** Removes the object. Idempotent: deleting a missing object succeeds. */
  delete(path: string): Promise<void>;
  /** Public base + '/' + path (each segment percent-encoded). */
  publicUrl(path: string): string;
  /** Inverse of publicUrl: the storage path for a URL this storage returned, or null when the URL is not ours (other host, other base). */
  pathFromUrl(url: string): string | null;
  /** Health: throws if the storage is unusable. */
  check(): Promise<void>;
  /** S3: a presigned GET of `path` valid for `expiresInSeconds` (the hand-off of a checked signed link, s3-link-routes.ts). */
  presignedGetUrl?(path: string, expiresInSeconds: number): Promise<string>;
}

export interface PutOptions {
  /** Served with the file as Content-Disposition (e.g. a download name). */
  contentDisposition?: string;
  /**
   * Local storage: the file is served only when the file route's `authorize` accepts the request
   * (a signed link); a marker beside it says so. S3: the bucket's policy decides (docs/files.md).
   */
  private?: boolean;
}

export interface CdnPurger {
  readonly driver: 'none' | 'purge' | 'cloudfront';
  /** `paths[i]` is the storage path whose public URL is `urls[i]`. Throws when the CDN refuses. */
  purge(paths: string[], urls: string[]): Promise<void>;
}

/**
 * Stored paths embed a timestamp, so the bytes behind a URL never change: caches may keep
 * them for a year. Deletion is the only change, and it goes through the CDN purge.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
