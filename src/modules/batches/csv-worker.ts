/**
 * Runs in the CSV worker thread (csv-pool.ts): a batch CSV becomes items here, off the thread
 * that answers requests. Errors cross the thread boundary as plain data.
 */
import { isAppError, type ErrorCode } from '../../core/errors.js';
import { type CsvItem, itemsFromCsv } from './csv.js';

export type CsvOutcome = { ok: true; items: CsvItem[] } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

export default function run(text: string): CsvOutcome {
  try {
    return { ok: true, items: itemsFromCsv(text) };
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, params: error.details.params };
    throw error;
  }
}
