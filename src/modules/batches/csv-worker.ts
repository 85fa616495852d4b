/**
 * Runs in the CSV worker thread (csv-pool.ts): a batch CSV becomes items here, off the thread
 * that answers requests. Errors cross the thread boundary as plain data.
 */
import { Piscina } from 'piscina';
import { isAppError, type ErrorCode } from '../../core/errors.js';
import { itemsFromCsv } from './csv.js';

/**
 * The items as they cross back: every item's variables already as the JSON text its row stores.
 * 10,000 rows x 200 columns are two million values: copied to the main thread as objects they
 * cost it about 0.4 s to receive and as much again to serialise. Here they are packed into one
 * buffer that is moved (not copied) to the main thread, which decodes the text once and slices
 * each item's out of it (csv-pool.ts). Layout: item count and the filenames' JSON byte length
 * (two int32), each item's end in the text (int32 per item, in characters), the filenames as
 * JSON, the variables' JSON text.
 */
export type CsvOutcome = Uint8Array | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

export default function run(bytes: Uint8Array): CsvOutcome {
  try {
    const items = itemsFromCsv(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
    const ends = new Int32Array(items.length);
    let json = '';
    items.forEach((item, i) => {
      json += JSON.stringify(item.variables);
      ends[i] = json.length;
    });
    const names = Buffer.from(JSON.stringify(items.map((item) => item.filename ?? null)));
    const text = Buffer.from(json);
    const packed = new Uint8Array(8 + ends.byteLength + names.length + text.length);
    new Int32Array(packed.buffer, 0, 2).set([items.length, names.length]);
    packed.set(new Uint8Array(ends.buffer), 8);
    packed.set(names, 8 + ends.byteLength);
    packed.set(text, 8 + ends.byteLength + names.length);
    return Piscina.move(packed) as Uint8Array;
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, params: error.details.params };
    throw error;
  }
}
