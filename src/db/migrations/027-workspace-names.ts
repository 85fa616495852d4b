import type { Kysely } from 'kysely';

/**
 * Issue 44, workspace names (the workspaces module's): a workspace was named after its owner's
 * email, which the switcher and the Members page then showed as if it were a person. Those still
 * named so (or unnamed) become "<local part>'s workspace", as new ones are (accounts.create).
 * The rule is written out here, not imported, so this migration does what it did when it ran.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: number; email: string; name: string | null }[] = await db.selectFrom('accounts').select(['id', 'email', 'name']).execute();
  for (const row of rows) {
    if (row.name !== null && row.name !== row.email) continue;
    const local = row.email.split('@')[0] || row.email;
    await db
      .updateTable('accounts')
      .set({ name: `${local}'s workspace` })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Names given by people stay; the defaults go back to the email they replaced. */
export async function down(db: Kysely<any>): Promise<void> {
  const rows: { id: number; email: string; name: string | null }[] = await db.selectFrom('accounts').select(['id', 'email', 'name']).execute();
  for (const row of rows) {
    if (row.name === `${row.email.split('@')[0] || row.email}'s workspace`) {
      await db.updateTable('accounts').set({ name: row.email }).where('id', '=', row.id).execute();
    }
  }
}
