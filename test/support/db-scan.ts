import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.js';

export interface Cell {
  table: string;
  column: string;
  value: string;
}

/**
 * Every text value stored anywhere in the database, Kysely's own tables included: the tables
 * are discovered, not listed, so a table added later is scanned too.
 */
export async function allTextCells(db: Db): Promise<Cell[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const cells: Cell[] = [];
  for (const t of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') cells.push({ table: t.name, column, value });
        else if (Buffer.isBuffer(value)) cells.push({ table: t.name, column, value: value.toString('latin1') });
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
