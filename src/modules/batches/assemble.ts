import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { QPDF_BINARY } from '../../render/qpdf.js';
import type { BatchOutput, BatchRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import { batchesRepo } from './repo.js';
import { xmlPathOf } from '../einvoice/generation.js';

const PAGE = 500;

/** Where a batch's merged PDF or zip lives. */
export const outputPathOf = (b: Pick<BatchRow, 'account_id' | 'uuid'>, output: Exclude<BatchOutput, 'files'>) =>
  `client/${b.account_id}/batches/${b.uuid}.${output === 'zip' ? 'zip' : 'pdf'}`;

/** Unique names inside the zip: the item's filename, else its position. */
function zipNameOf(item: { idx: number; filename: string | null }, taken: Set<string>): string {
  const base = (item.filename ?? `item-${item.idx + 1}`).replace(/\.pdf$/i, '');
  let name = `${base}.pdf`;
  if (taken.has(name)) name = `${base}-${item.idx + 1}.pdf`;
  taken.add(name);
  return name;
}

/**
 * Builds the batch's one output from its done items in index order and stores it. Every PDF is
 * copied to a private temporary directory one at a time; qpdf merges from disk and yazl reads
 * each file only while writing it, and the result is streamed to storage: memory stays flat
 * whatever the batch's size.
 */
export async function assembleOutput(deps: Deps, batch: BatchRow): Promise<string> {
  const output = batch.output as Exclude<BatchOutput, 'files'>;
  const repo = batchesRepo(deps.db);
  const dir = await mkdtemp(join(tmpdir(), 'quire-batch-'));
  try {
    const files: { file: string; name: string; xml?: boolean }[] = [];
    const taken = new Set<string>();
    for (let after = -1; ; ) {
      const items = await repo.items(batch.id, { limit: PAGE, afterIdx: after, status: 'done' });
      for (const item of items) {
        const bytes = item.path ? await deps.storage.get(item.path) : null;
        if (!bytes) throw new Error(`the PDF of item ${item.idx} is missing from storage`);
        const file = join(dir, `${item.idx}.pdf`);
        await writeFile(file, bytes, { mode: 0o600 });
        const name = zipNameOf(item, taken);
        files.push({ file, name });
        // An item's e-invoice XML rides beside its PDF in the zip (an XRechnung's XML is the invoice).
        if (output === 'zip' && item.einvoice_kind) {
          const xml = await deps.storage.get(xmlPathOf(item.path!));
          if (!xml) throw new Error(`the e-invoice XML of item ${item.idx} is missing from storage`);
          const xmlFile = join(dir, `${item.idx}.xml`);
          await writeFile(xmlFile, xml, { mode: 0o600 });
          files.push({ file: xmlFile, name: name.replace(/\.pdf$/, '.xml'), xml: true });
        }
      }
      if (items.length < PAGE) break;
      after = items.at(-1)!.idx;
    }
    const out = join(dir, `out.${output === 'zip' ? 'zip' : 'pdf'}`);
    if (output === 'zip') {
      const zip = new yazl.ZipFile();
      // PDFs are compressed already: storing them is as small and much faster; XML shrinks.
      for (const f of files) zip.addFile(f.file, f.name, { compress: !!f.xml });
      zip.end();
      await pipeline(zip.outputStream, createWriteStream(out));
    } else {
      await merge(
        dir,
        files.filter((f) => !f.xml).map((f) => f.file),
        out,
      );
    }
    const path = outputPathOf(batch, output);
    await deps.storage.putFile(path, out, output === 'zip' ? 'application/zip' : 'application/pdf');
    return path;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** qpdf --empty --pages a.pdf b.pdf ... -- out.pdf, the file list in an argument file (thousands of names). */
async function merge(dir: string, inputs: string[], out: string): Promise<void> {
  const args = join(dir, 'args');
  await writeFile(args, ['--empty', '--pages', ...inputs, '--', out].join('\n'), { mode: 0o600 });
  await new Promise<void>((resolve, reject) => {
    execFile(QPDF_BINARY, [`@${args}`], { timeout: 600_000 }, (error, _stdout, stderr) => {
      if (!error || (error as { code?: unknown }).code === 3) return resolve();
      reject(new Error(`qpdf failed: ${String(stderr).slice(0, 300) || error.message}`));
    });
  });
}
