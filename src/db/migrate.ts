import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.js';
import * as initial from './migrations/001-initial.js';
import * as documentsAssets from './migrations/004-documents-assets.js';

// Migrations are imported, not read from disk, so the built package carries them.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '004-documents-assets': documentsAssets,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
