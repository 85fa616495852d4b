/**
 * Batch CSV files are parsed in a worker thread: a 4 MB CSV of 10,000 rows x 200 columns held
 * the event loop for 5.5 s on the main thread. One thread, started at the first CSV and ended
 * after a minute idle, with a heap limit and a deadline; a worker that runs out of either is
 * replaced and the upload refused with the limit named.
 */
import { Piscina } from 'piscina';
import { AppError } from '../../core/errors.js';
import type { CsvItem } from './csv.js';
import type { CsvOutcome } from './csv-worker.js';

/** Longest a CSV may take to parse (a 20 MB file takes about a second). */
const CSV_PARSE_TIMEOUT_MS = 20_000;

function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return { filename: new URL(`./csv-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

let pool: Piscina<string, CsvOutcome> | null = null;

/** The CSV's items, or VALIDATION_ERROR naming the row, the column or the limit. */
export async function csvItems(text: string): Promise<CsvItem[]> {
  pool ??= new Piscina({
    ...workerFile(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 32 },
  });
  let outcome: CsvOutcome;
  try {
    outcome = await pool.run(text, { signal: AbortSignal.timeout(CSV_PARSE_TIMEOUT_MS) });
  } catch (err) {
    if ((err as { name?: string }).name === 'AbortError' || (err as { code?: string }).code === 'ABORT_ERR') {
      throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'parse_time', max: CSV_PARSE_TIMEOUT_MS } }, { cause: err });
    }
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: Buffer.byteLength(text) } }, { cause: err });
    }
    throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err });
  }
  if (!outcome.ok) throw new AppError(outcome.code, { params: outcome.params });
  return outcome.items;
}
