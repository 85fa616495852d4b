import { closeSync, writeSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MetadataCalls } from '../../src/storage/metadata-calls.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-metadata-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Creates `name`, writes `text` into it and renames it to `final`, as LocalStorage.put does. */
async function writeThenRename(calls: MetadataCalls, name: string, text: string, final: string): Promise<void> {
  const fd = await calls.create(join(dir, name), 0o644);
  writeSync(fd, text);
  closeSync(fd);
  await calls.rename(join(dir, name), join(dir, final));
}

describe('MetadataCalls', () => {
  it('creates and renames synchronously while calls are fast', async () => {
    const calls = new MetadataCalls(60_000, 2);
    for (const n of [1, 2, 3]) await writeThenRename(calls, `.tmp-${n}`, `text ${n}`, `${n}.pdf`);
    expect(calls.inPool).toBe(false);
    expect(await readFile(join(dir, '3.pdf'), 'utf8')).toBe('text 3');
    expect((await readdir(dir)).sort()).toEqual(['1.pdf', '2.pdf', '3.pdf']);
  });

  it('moves to the thread pool once a whole window of calls was slow, and keeps working there', async () => {
    const calls = new MetadataCalls(-1, 3); // every call counts as slow
    const fd = await calls.create(join(dir, '.tmp-a'), 0o644);
    closeSync(fd);
    await calls.rename(join(dir, '.tmp-a'), join(dir, 'a.pdf'));
    expect(calls.inPool).toBe(false); // two slow calls are not yet a slow file system
    await writeThenRename(calls, '.tmp-b', 'second', 'b.pdf');
    expect(calls.inPool).toBe(true);
    await writeThenRename(calls, '.tmp-c', 'third', 'c.pdf');
    expect(await readFile(join(dir, 'c.pdf'), 'utf8')).toBe('third');
    expect((await readdir(dir)).sort()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('fails as the file system says, either way', async () => {
    for (const calls of [new MetadataCalls(60_000, 1), new MetadataCalls(-1, 1)]) {
      await writeThenRename(calls, '.tmp-x', 'x', 'x.pdf');
      await expect(calls.create(join(dir, 'x.pdf'), 0o644)).rejects.toMatchObject({ code: 'EEXIST' });
      await expect(calls.rename(join(dir, 'missing'), join(dir, 'y.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
      await rm(join(dir, 'x.pdf'));
    }
  });
});
