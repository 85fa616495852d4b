/**
 * Runs in the CSV worker thread (csv-pool.ts): a batch CSV becomes items here, off the thread
 * that answers requests. Errors cross the thread boundary as plain data.
 */
import { isAppError, type ErrorCode } from '../../core/errors.js';
import { itemsFromCsv } from './csv.js';

/**
 * The items as they cross back: every item's variables already as the JSON text its row stores,
 * all in one string with the offsets where each ends. 10,000 rows x 200 columns are two million
 * values: copied to the main thread as objects they cost it about 0.4 s to receive and as much
 * again to serialise; as 10,000 strings, seconds of garbage collection on a loaded machine. One
 * string is copied once, and each item's text is a slice of it (V8 copies nothing for a slice).
 */
export interface CsvWire {
  json: string;
  ends: Int32Array;
  filenames: (string | null)[];
}

export type CsvOutcome = { ok: true; wire: CsvWire } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

export default function run(bytes: Uint8Array): CsvOutcome {
  try {
    const items = itemsFromCsv(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
    const ends = new Int32Array(items.length);
    let json = '';
    items.forEach((item, i) => {
      json += JSON.stringify(item.variables);
      ends[i] = json.length;
    });
    return { ok: true, wire: { json, ends, filenames: items.map((item) => item.filename ?? null) } };
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, params: error.details.params };
    throw error;
  }
}
