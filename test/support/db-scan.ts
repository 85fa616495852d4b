import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.js';

export interface Cell {
  table: string;
  column: string;
  value: string;
}

/**
 * Every text value stored anywhere in the database, Kysely's own tables and other schemas (a job
 * queue's) included: the tables are discovered, not listed, so a table added later is scanned too.
 */
export async function allTextCells(db: Db): Promise<Cell[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const cells: Cell[] = [];
  for (const t of tables) {
    const name = t.schema && t.schema !== 'public' ? `${t.schema}.${t.name}` : t.name;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        // JSON columns (a job queue's payloads) come back parsed: scan their text form too.
        const text =
          typeof value === 'string'
            ? value
            : Buffer.isBuffer(value)
              ? value.toString('latin1')
              : value !== null && typeof value === 'object' && !(value instanceof Date)
                ? JSON.stringify(value)
                : undefined;
        if (text !== undefined) cells.push({ table: name, column, value: text });
      }
    }
  }
  return cells;
}

/** Cells containing any of the needles, as "table.column" (empty when none). */
export async function cellsContaining(db: Db, needles: string[]): Promise<string[]> {
  const cells = await allTextCells(db);
  return cells.filter((c) => needles.some((n) => c.value.includes(n))).map((c) => `${c.table}.${c.column}`);
}
