/**
 * The account asset cap holds under concurrency (issue 36): 20 concurrent 100 KB uploads under
 * a 300 KB cap stored 2 MB, because each upload summed the account's assets before any of the
 * others had inserted. The cap is now checked and the row inserted under one lock; a refused
 * upload leaves no file behind. On both databases (PostgreSQL is where READ COMMITTED let
 * every transaction see room for itself).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePng, upload } from '../support/assets.js';
import { DIALECTS, QUIET_PREVIEWS } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';

const CAP = 300 * 1024;
/** A PNG followed by padding (readers ignore bytes after IEND): `kb` KB. */
const padded = (kb: number, seed: number) => {
  const png = makePng(1, 1, [seed % 256, 0, 0]);
  return Buffer.concat([png, Buffer.alloc(kb * 1024 - png.length, seed % 256)]);
};

describe.each(DIALECTS)('the account asset cap under concurrent uploads (%s)', (dialect) => {
  const { q, a } = useQuireSuite(dialect, { env: { ...QUIET_PREVIEWS, ASSET_ACCOUNT_MAX_BYTES: String(CAP) }, signIn: false });

  it('20 concurrent 100 KB uploads under a 300 KB cap store at most 300 KB, and no orphan file', async () => {
    const files = Array.from({ length: 20 }, (_, i) => padded(100, i));
    const replies = await Promise.all(files.map((f, i) => upload(q, a.token, f, `race-${i}.png`)));
    const stored = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
      expect(r.body.message).toContain(`would take your account's assets over ${CAP} bytes in total`);
    }
    const rows = await q.quire.db.selectFrom('assets').select(['name', 'bytes', 'path']).where('account_id', '=', a.id).execute();
    const total = rows.reduce((n, r) => n + Number(r.bytes), 0);
    console.log(`${dialect}: ${stored.length} of 20 stored, ${total} bytes under a cap of ${CAP}`);
    expect(total).toBeLessThanOrEqual(CAP);
    expect(rows).toHaveLength(stored.length);
    expect(stored.length).toBe(Math.floor(CAP / files[0]!.length)); // as many as fit: 3 of 102,400 bytes
    // Every file on disk belongs to a row: the refused uploads removed theirs.
    const onDisk = await readdir(path.join(q.dataDir, 'files', 'client', String(a.id), 'assets'));
    expect(onDisk.sort()).toEqual(rows.map((r) => path.basename(r.path)).sort());
  });
});
