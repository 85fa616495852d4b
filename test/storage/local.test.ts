import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage, createStorage } from '../../src/storage/index.js';

const PDF = new TextEncoder().encode('%PDF-1.7\n% test bytes\n%%EOF\n');
const PATH = 'client/42/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf';

let work: string;
let root: string;
let storage: LocalStorage;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-local-'));
  root = join(work, 'files');
  storage = new LocalStorage({ root, publicBaseUrl: 'http://localhost:3000' });
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('writes the bytes under the root, creating directories, and leaves no temp file', async () => {
    await storage.put(PATH, PDF, 'application/pdf');
    expect(new Uint8Array(await readFile(join(root, PATH)))).toEqual(PDF);
    expect(await readdir(dirname(join(root, PATH)))).toEqual(['1763760000000.pdf']);
  });

  it('replaces an existing file whole', async () => {
    await storage.put(PATH, PDF, 'application/pdf');
    const other = new TextEncoder().encode('%PDF-other');
    await storage.put(PATH, other, 'application/pdf');
    expect(new Uint8Array(await readFile(join(root, PATH)))).toEqual(other);
  });

  it('maps paths to public URLs and back', () => {
    const url = storage.publicUrl(PATH);
    expect(url).toBe(`http://localhost:3000/${PATH}`);
    expect(storage.pathFromUrl(url)).toBe(PATH);
    expect(storage.pathFromUrl(`${url}?download=1`)).toBe(PATH);
    expect(storage.pathFromUrl(`http://evil.example/${PATH}`)).toBeNull();
    expect(storage.pathFromUrl(`https://localhost:3000/${PATH}`)).toBeNull();
    // The URL parser folds dot segments first: this URL *is* /etc/passwd, a path inside the root.
    expect(storage.pathFromUrl('http://localhost:3000/client/%2e%2e/%2e%2e/etc/passwd')).toBe('etc/passwd');
    expect(storage.pathFromUrl('http://localhost:3000/client/1%2f..%2f..%2fx.pdf')).toBeNull();
    expect(storage.pathFromUrl('not a url')).toBeNull();
  });

  it('honours a base URL with a path prefix', () => {
    const behindProxy = new LocalStorage({ root, publicBaseUrl: 'https://example.com/quire/' });
    const url = behindProxy.publicUrl(PATH);
    expect(url).toBe(`https://example.com/quire/${PATH}`);
    expect(behindProxy.pathFromUrl(url)).toBe(PATH);
    expect(behindProxy.pathFromUrl(`https://example.com/${PATH}`)).toBeNull();
    expect(behindProxy.pathFromUrl(`https://example.com/quirex/${PATH}`)).toBeNull();
    expect(behindProxy.pathFromUrl(`https://example.com/quire/%2e%2e/${PATH}`)).toBeNull();
    expect(behindProxy.pathFromUrl(`https://example.com/quire/client/..%2f..%2f${PATH}`)).toBeNull();
  });

  it('deletes, and a second delete is a no-op', async () => {
    await storage.put(PATH, PDF, 'application/pdf');
    await storage.delete(PATH);
    await expect(stat(join(root, PATH))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete(PATH)).resolves.toBeUndefined();
  });

  it('refuses paths that escape the root, touching nothing outside it', async () => {
    for (const bad of ['../escape.pdf', 'client/../../escape.pdf', '/tmp/escape.pdf', 'client//x.pdf', 'client\\..\\x.pdf', '', 'a/./b.pdf']) {
      await expect(storage.put(bad, PDF, 'application/pdf'), bad).rejects.toThrow(/unsafe storage path/);
      await expect(storage.delete(bad), bad).rejects.toThrow(/unsafe storage path/);
    }
    expect(await readdir(work)).toEqual([]);
  });

  it('fails on an unusable root (under a regular file) and leaves nothing behind', async () => {
    const file = join(work, 'not-a-dir');
    await writeFile(file, 'x');
    const broken = new LocalStorage({ root: join(file, 'files'), publicBaseUrl: 'http://localhost:3000' });
    await expect(broken.put(PATH, PDF, 'application/pdf')).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(broken.check()).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(await readdir(work)).toEqual(['not-a-dir']);
  });

  it('removes its temp file when the final rename fails', async () => {
    // A directory squatting on the target name makes rename fail after the temp file is written.
    await mkdir(join(root, PATH, 'occupied'), { recursive: true });
    await expect(storage.put(PATH, PDF, 'application/pdf')).rejects.toMatchObject({ code: expect.stringMatching(/EISDIR|ENOTEMPTY|EEXIST/) });
    expect(await readdir(dirname(join(root, PATH)))).toEqual(['1763760000000.pdf']);
  });

  it('check() passes on a writable root and leaves no probe behind', async () => {
    await storage.check();
    expect(await readdir(root)).toEqual([]);
  });

  it('is what createStorage builds for driver local', async () => {
    const built = await createStorage({ driver: 'local', root, publicBaseUrl: 'http://localhost:3000' });
    expect(built.driver).toBe('local');
    await expect(createStorage({ driver: 'local', root, publicBaseUrl: 'localhost:3000/x' })).rejects.toThrow(/PUBLIC_URL/);
  });
});
