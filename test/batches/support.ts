import { run } from '../support/run.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestAccount, TestQuire } from '../support/quire.js';
import { waitFor } from '../generation/helpers.js';

/** Waits until the batch is no longer queued or running; answers its final GET body. */
export async function settled(q: TestQuire, a: TestAccount, id: string, timeoutMs = 600_000) {
  return waitFor(
    `batch ${id} to finish`,
    async () => {
      const r = await q.call('GET', `/v1/batches/${id}`, { token: a.token });
      return r.status === 200 && !['queued', 'running'].includes(r.body.status) ? r.body : null;
    },
    timeoutMs,
  );
}

/** Every item of a batch, through the paginated items route. */
export async function allItems(q: TestQuire, a: TestAccount, id: string) {
  const out: any[] = [];
  for (let after: number | null = -1; after !== null; ) {
    const r = await q.call('GET', `/v1/batches/${id}/items?limit=1000&after=${after}`, { token: a.token });
    if (r.status !== 200) throw new Error(`items: ${r.status} ${JSON.stringify(r.body)}`);
    out.push(...r.body.items);
    after = r.body.nextAfter;
  }
  return out;
}

/** What poppler and unzip say about downloaded bytes. */
export async function inspect(bytes: Buffer, kind: 'pdf' | 'zip'): Promise<{ pages?: number; entries?: string[]; text?: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-batch-test-'));
  try {
    const file = join(dir, `f.${kind}`);
    writeFileSync(file, bytes);
    if (kind === 'pdf') {
      const info = await run('pdfinfo', [file]);
      const text = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
      return { pages: Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]), text: text.stdout };
    }
    const list = await run('zipinfo', ['-1', file], { maxBuffer: 16 * 1024 * 1024 });
    return { entries: list.stdout.trim().split('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A multipart body with a CSV file and fields. */
export function csvForm(csv: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'rows.csv');
  return form;
}
