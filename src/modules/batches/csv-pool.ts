/**
 * Batch CSV files are parsed in a worker thread: a 4 MB CSV of 10,000 rows x 200 columns held
 * the event loop for 5.5 s on the main thread. One thread, started at the first CSV and ended
 * after a minute idle, with a heap limit and a deadline; a worker that runs out of either is
 * replaced and the upload refused with the limit named.
 */
import { AppError } from '../../core/errors.js';
import { lazyPool, runBounded, WorkerLimit } from '../../core/worker-threads.js';
import type { CsvOutcome } from './csv-worker.js';

/**
 * Longest a CSV may take to parse: a safety net, since the parse is linear in the file (at most
 * 20 MB), generous because it is wall-clock time and a loaded node must not fail a valid file.
 */
const CSV_PARSE_TIMEOUT_MS = 120_000;

const pool = lazyPool<Uint8Array, CsvOutcome>(import.meta.url, 'csv-worker', { maxThreads: 1, memoryMb: 1024 });

/**
 * A CSV row as a batch item: its variables already serialised (the batch service stores
 * `variablesJson` as it is; `variables` stays empty), its CSV line in `metadata.row`.
 */
export interface CsvBatchItem {
  variables: Record<string, never>;
  variablesJson: string;
  filename?: string;
  metadata: { row: number };
}

/**
 * The CSV's items, or VALIDATION_ERROR naming the row, the column or the limit. The file's bytes
 * move to the worker (transferred, not copied) and are decoded there.
 */
export async function csvItems(file: Buffer): Promise<CsvBatchItem[]> {
  // A buffer that is a view into a larger (pooled) one is copied, so only its own bytes move.
  const own = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? file : Uint8Array.prototype.slice.call(file);
  let outcome: CsvOutcome;
  try {
    outcome = await runBounded(pool(), own, { timeoutMs: CSV_PARSE_TIMEOUT_MS, transferList: [own.buffer as ArrayBuffer] });
  } catch (err) {
    if (!(err instanceof WorkerLimit)) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err });
    if (err.limit === 'memory') throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: file.byteLength } }, { cause: err });
    throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'parse_time', max: CSV_PARSE_TIMEOUT_MS } }, { cause: err });
  }
  if (!(outcome instanceof Uint8Array)) throw new AppError(outcome.code, { params: outcome.params });
  return unpack(outcome);
}

/** The worker's packed items (csv-worker.ts): the text decoded once, each item's a slice of it. */
function unpack(packed: Uint8Array): CsvBatchItem[] {
  const bytes = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
  const header = new Int32Array(packed.buffer, packed.byteOffset, 2);
  const count = header[0]!;
  const namesLength = header[1]!;
  const ends = new Int32Array(packed.buffer, packed.byteOffset + 8, count);
  const namesAt = 8 + ends.byteLength;
  const filenames = JSON.parse(bytes.toString('utf8', namesAt, namesAt + namesLength)) as (string | null)[];
  const json = bytes.toString('utf8', namesAt + namesLength);
  return filenames.map((filename, i) => ({
    variables: {},
    variablesJson: json.slice(i === 0 ? 0 : ends[i - 1], ends[i]),
    ...(filename === null ? {} : { filename }),
    metadata: { row: i + 2 },
  }));
}
