import { randomBytes } from 'node:crypto';
import { closeSync, fdatasync, write, writeSync } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { MetadataCalls } from './metadata-calls.js';
import { assertSafeStoragePath, joinPublicUrl, parseBaseUrl, splitPublicUrl } from './paths.js';
import type { ObjectStorage, PutOptions } from './types.js';

export interface LocalStorageOptions {
  /** Directory holding the files; the app passes its filesDir (DATA_DIR/files). */
  root: string;
  /** Quire's PUBLIC_URL: files are served by Quire itself under /client/ (local-routes.ts). */
  publicBaseUrl: string;
}

/**
 * Temp files start with a dot: the file route refuses dot segments, so a half-written file is
 * never served even by name.
 */
export const TEMP_FILE_PREFIX = '.tmp-';

/** Temp names unique across processes (a random tag per process) and within one (a counter): no random bytes per write. */
const PROCESS_TAG = randomBytes(6).toString('hex');
let written = 0;
const tempName = (target: string): string => `${TEMP_FILE_PREFIX}${basename(target)}.${PROCESS_TAG}-${(written++).toString(36)}`;

/**
 * A file's Content-Disposition lives beside it in a dot file (never served: the file route
 * refuses dot segments), read by local-routes.ts when serving the file.
 */
export const dispositionFileOf = (file: string): string => join(dirname(file), `.${basename(file)}.disposition`);

/** Beside a private file (PutOptions.private): the file route serves it only to an authorized request. */
export const privateMarkerOf = (file: string): string => join(dirname(file), `.${basename(file)}.private`);

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
  async put(path: string, body: Uint8Array, _contentType: string, options: PutOptions = {}): Promise<void> {
    // The content type is not stored: the file route derives it from the extension.
    const target = this.resolve(path);
    // Written first: once the file appears under its name, it is served with its disposition.
    if (options.contentDisposition) {
      await this.ensureDir(dirname(target));
      await writeFile(dispositionFileOf(target), options.contentDisposition, { mode: 0o644 });
    }
    // Likewise the private marker: a signed file is never public, not even for a moment.
    if (options.private) {
      await this.ensureDir(dirname(target));
      await writeFile(privateMarkerOf(target), '', { mode: 0o644 });
    }
    const dir = dirname(target);
    const temp = join(dir, tempName(target));
    await this.ensureDir(dir);
    try {
      try {
        await this.writeDurably(temp, body);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        this.knownDirs.delete(dir); // removed behind our back: create it again, once
        await this.ensureDir(dir);
        await this.writeDurably(temp, body);
      }
      await this.metadata.rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** As put(), from a file: copied beside the target (streamed by the kernel), then renamed. */
  async putFile(path: string, file: string, _contentType: string, options: PutOptions = {}): Promise<void> {
    const target = this.resolve(path);
    const dir = dirname(target);
    await this.ensureDir(dir);
    if (options.contentDisposition) await writeFile(dispositionFileOf(target), options.contentDisposition, { mode: 0o644 });
    const temp = join(dir, tempName(target));
    try {
      await copyFile(file, temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** The temp file's create and rename: synchronous while the file system is fast. */
  private readonly metadata = new MetadataCalls();

  /**
   * A new file holding `body`, on disk before this resolves: otherwise a power cut after the
   * rename could leave an empty file. fdatasync flushes the data and the size (all a reader
   * needs), not the timestamps. Writing a PDF of usual size into the page cache and closing
   * the file are synchronous (microseconds), creating it too while the disk is fast
   * (metadata-calls.ts): each thread-pool call costs a hand-off and a wake-up.
   */
  private async writeDurably(file: string, body: Uint8Array): Promise<void> {
    const fd = await this.metadata.create(file, 0o644);
    try {
      if (body.byteLength <= SYNC_WRITE_MAX_BYTES) for (let at = 0; at < body.byteLength; ) at += writeSync(fd, body, at, body.byteLength - at);
      else for (let at = 0; at < body.byteLength; ) at += (await writeAsync(fd, body, at, body.byteLength - at)).bytesWritten;
      await datasync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /** Directories already created: each document's folder is made once, not on every write. */
  private readonly knownDirs = new Set<string>();

  private async ensureDir(dir: string): Promise<void> {
    if (this.knownDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    if (this.knownDirs.size >= 10_000) this.knownDirs.clear();
    this.knownDirs.add(dir);
  }

  async delete(path: string): Promise<void> {
    const file = this.resolve(path);
    await rm(file, { force: true }); // force: a missing file is not an error
    await rm(dispositionFileOf(file), { force: true });
    await rm(privateMarkerOf(file), { force: true });
  }

  async get(path: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
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

const datasync = promisify(fdatasync);
const writeAsync = promisify(write);

/** Up to this size a PDF is written synchronously: a few tens of microseconds in the page cache. */
const SYNC_WRITE_MAX_BYTES = 1024 * 1024;
