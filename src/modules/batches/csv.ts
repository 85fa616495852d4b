import { parse } from 'csv-parse/sync';
import { AppError } from '../../core/errors.js';
import { BatchFilename, MAX_BATCH_ITEMS } from './schema.js';

/** Most columns a batch CSV may have (docs/limits.md). */
const MAX_CSV_COLUMNS = 500;

/** A cell that is a plain decimal number (no leading zeros, no exponent) becomes a JSON number. */
const NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;
const SEGMENT = /^[A-Za-z_$][\w$-]{0,99}$/;

export interface CsvItem {
  variables: Record<string, unknown>;
  filename?: string;
  metadata: { row: number };
}

const bad = (detail: string) => new AppError('VALIDATION_ERROR', { params: { detail: `file: ${detail}` } });

/** The first line of `text` only, to count its columns before the whole file is parsed. */
function headerColumns(text: string): number {
  try {
    const [header] = parse(text, { bom: true, to_line: 1, relax_column_count: true }) as string[][];
    return header?.length ?? 0;
  } catch {
    return 0; // the full parse below reports it
  }
}

/**
 * A CSV upload as batch items. The header row names variable paths, dotted for nesting
 * (`customer.name`); the column `_filename` names each PDF. Rules per cell: empty = the
 * variable is left out; a plain decimal number (`42`, `-3.5`, not `007` or `1e3`) = a number;
 * anything else = text (prefix `'` to keep a number as text: `'007`). Each item's metadata
 * carries its CSV line (`row`, the header is line 1), so a failed item names its row. A
 * `_filename` follows the rule of a JSON item's `filename` (no `/`, `\\`, `"` or control
 * characters, 1-200 characters), refused with its row before anything is reserved. Runs in a
 * worker thread (csv-pool.ts): a 4 MB file of 10,000 rows x 200 columns is seconds of work.
 */
export function itemsFromCsv(text: string): CsvItem[] {
  const columns = headerColumns(text);
  if (columns > MAX_CSV_COLUMNS) {
    throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'columns_max', max: MAX_CSV_COLUMNS } });
  }
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (err) {
    throw bad((err as Error).message.slice(0, 200));
  }
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw bad('needs a header row and at least one row');
  if (data.length > MAX_BATCH_ITEMS) throw bad(`at most ${MAX_BATCH_ITEMS} rows`);
  const paths = header.map((h) => h.trim());
  for (const p of paths) {
    if (p !== '_filename' && !p.split('.').every((s) => SEGMENT.test(s) && s !== '__proto__' && s !== 'constructor' && s !== 'prototype')) {
      throw bad(`column "${p.slice(0, 100)}" is not a variable path (letters, digits, _ and -, dotted for nesting)`);
    }
  }
  return data.map((cells, i) => {
    const item: CsvItem = { variables: {}, metadata: { row: i + 2 } };
    for (const [c, cell] of cells.entries()) {
      const path = paths[c]!;
      if (cell === '') continue;
      if (path === '_filename') {
        if (!BatchFilename.safeParse(cell).success) {
          throw bad(`row ${i + 2}: _filename "${cell.slice(0, 100)}" must be 1 to 200 characters without /, \\, " or control characters`);
        }
        item.filename = cell;
        continue;
      }
      const value = NUMBER.test(cell) ? Number(cell) : cell.startsWith("'") ? cell.slice(1) : cell;
      setPath(item.variables, path.split('.'), value);
    }
    return item;
  });
}

function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let node = target;
  for (const s of segments.slice(0, -1)) {
    const next = node[s];
    node = (next && typeof next === 'object' ? next : (node[s] = {})) as Record<string, unknown>;
  }
  node[segments.at(-1)!] = value;
}
