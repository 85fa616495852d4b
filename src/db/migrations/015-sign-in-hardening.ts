import { sql, type Kysely } from 'kysely';

/**
 * Sign-in hardening (issue 36).
 * - `users.email_verified_by`: who vouched that the user holds their email: `quire` (an operator
 *   made the user) or an OpenID issuer. Single sign-on links an identity to an existing user by
 *   email only when this is set (or the browser proves it holds that user's session), so nobody
 *   can claim an address before its owner's first SSO sign-in. A user already linked to an
 *   issuer was vouched for by it.
 * - `users.credential_version`, bumped with every password change in its transaction, and
 *   `sessions.credential_version`, the version a session was issued under: a session minted with
 *   a password that has since changed is refused at use and at refresh, whatever the race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_by', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('credential_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('credential_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set email_verified_by = oidc_issuer where oidc_issuer is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('credential_version').execute();
  await db.schema.alterTable('users').dropColumn('credential_version').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_by').execute();
}
