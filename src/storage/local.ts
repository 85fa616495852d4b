import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { assertSafeStoragePath, joinPublicUrl, parseBaseUrl, splitPublicUrl } from './paths.js';
import type { ObjectStorage } from './types.js';

export interface LocalStorageOptions {
  /** Directory holding the files; the app passes DATA_DIR/files (see defaultLocalRoot). */
  root: string;
  /** Quire's PUBLIC_URL: files are served by Quire itself under /client/ (local-routes.ts). */
  publicBaseUrl: string;
}

export const defaultLocalRoot = (dataDir: string): string => join(dataDir, 'files');

/**
 * Temp files start with a dot: the file route refuses dot segments, so a half-written file is
 * never served even by name.
 */
export const TEMP_FILE_PREFIX = '.tmp-';

export class LocalStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  readonly root: string;
  private readonly base: URL;

  constructor(options: LocalStorageOptions) {
    this.root = resolve(options.root);
    this.base = parseBaseUrl(options.publicBaseUrl, 'PUBLIC_URL');
  }

  /**
   * Write to a temp file beside the target, flush, then rename: rename is atomic within a
   * directory, so readers see either nothing or the whole PDF, and a crash or failed write
   * leaves no partial file under the final name.
   */
  async put(path: string, body: Uint8Array, _contentType: string): Promise<void> {
    // The content type is not stored: the file route derives it from the extension.
    const target = this.resolve(path);
    const dir = dirname(target);
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `${TEMP_FILE_PREFIX}${basename(target)}.${randomBytes(6).toString('hex')}`);
    try {
      const handle = await open(temp, 'wx', 0o644);
      try {
        await handle.writeFile(body);
        await handle.datasync(); // otherwise a power cut after rename can leave an empty file
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    await rm(this.resolve(path), { force: true }); // force: a missing file is not an error
  }

  publicUrl(path: string): string {
    return joinPublicUrl(this.base, path);
  }

  pathFromUrl(url: string): string | null {
    return splitPublicUrl(this.base, url);
  }

  /** Proves the root is writable by creating and removing a probe file. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = join(this.root, `${TEMP_FILE_PREFIX}health-${randomBytes(6).toString('hex')}`);
    const handle = await open(probe, 'wx', 0o600);
    await handle.close();
    await rm(probe, { force: true });
  }

  /** Maps a storage path to a file, refusing anything that would land outside the root. */
  private resolve(path: string): string {
    assertSafeStoragePath(path);
    const full = resolve(this.root, path);
    const rootWithSep = this.root.endsWith(sep) ? this.root : this.root + sep;
    if (!full.startsWith(rootWithSep)) throw new Error(`Storage path escapes the root: ${path}`);
    return full;
  }
}
