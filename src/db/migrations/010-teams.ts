import { sql, type Kysely } from 'kysely';

/**
 * Teams. The spec's account is the workspace: `accounts` keeps its id and every `account_id`
 * keeps its meaning. People move to `users` (email, password, OpenID Connect identity) and
 * join workspaces through `memberships` with a role. Each existing account becomes a
 * workspace whose user (same email and password) is its owner; its sessions become that
 * user's. `accounts.email`/`password_hash` stay (NOT NULL in SQLite) and are no longer read
 * for sign-in; a workspace made later carries a placeholder there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Migrations do not import each other: the dialect is read from the adapter, as 001 does.
  const isPg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const table = (name: string) =>
    isPg
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await table('users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_subject', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_oidc').unique().on('users').columns(['oidc_issuer', 'oidc_subject']).execute();

  await db.schema
    .createTable('memberships')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pk', ['account_id', 'user_id'])
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();

  await table('invitations')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_account').on('invitations').column('account_id').execute();

  await db.schema.alterTable('accounts').addColumn('name', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('api_keys')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('user_id', 'integer').execute();
  await db.schema.alterTable('generations').addColumn('user_id', 'integer').execute();

  // Every account becomes a workspace owned by a user with its email and password.
  await sql`insert into users (email, password_hash, created_at) select email, password_hash, created_at from accounts order by id`.execute(db);
  await sql`insert into memberships (account_id, user_id, role, created_at)
    select a.id, u.id, 'owner', a.created_at from accounts a join users u on u.email = a.email`.execute(db);
  await sql`update accounts set name = email where name is null`.execute(db);
  await sql`update sessions set user_id = (select u.id from users u join accounts a on a.email = u.email where a.id = sessions.account_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('user_id').execute();
  await db.schema.alterTable('audit_log').dropColumn('user_id').execute();
  await db.schema.alterTable('api_keys').dropColumn('created_by').execute();
  await db.schema.alterTable('sessions').dropColumn('user_id').execute();
  await db.schema.alterTable('accounts').dropColumn('name').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('memberships').execute();
  await db.schema.dropTable('users').execute();
}
