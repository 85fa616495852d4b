import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types shared by SQLite and PostgreSQL. Portable on purpose: timestamps are ISO 8601
 * UTC strings (they sort as text), booleans are 0/1 integers, JSON is text.
 */
export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  folders: FoldersTable;
  documents: DocumentsTable;
  credit_balances: CreditBalancesTable;
  credit_entries: CreditEntriesTable;
  generations: GenerationsTable;
  idempotency_keys: IdempotencyKeysTable;
  retired_refresh_tokens: RetiredRefreshTokensTable;
  audit_log: AuditLogTable;
  assets: AssetsTable;
  audit_daily: AuditDailyTable;
  assistant_messages: AssistantMessagesTable;
  nodes: NodesTable;
  document_versions: DocumentVersionsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  batches: BatchesTable;
  batch_items: BatchItemsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  signing_certificates: SigningCertificatesTable;
  rendered_diffs: RenderedDiffsTable;
}

export type CreditKind = 'generation' | 'ai';

/** A workspace (the spec's account). email/password_hash: the sign-in before 010, no longer read for it. */
export interface AccountsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  /** The workspace's display name (010). */
  name: string | null;
  /** 1: a batch item's variables are kept until its file goes; 0: none kept past the render (020). */
  keep_variables: Generated<number>;
}

/** A person: signs in with a password and/or an OpenID Connect identity (010). */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: string;
  /** 015: `quire` (an operator made the user) or the OpenID issuer that vouched for the email; null: nobody. */
  email_verified_by: Generated<string | null>;
  /** 015: bumped with each password change; a session issued under an older one is refused. */
  credential_version: Generated<number>;
}

/** A user's role in a workspace (010). */
export interface MembershipsTable {
  account_id: number;
  user_id: number;
  role: 'owner' | 'admin' | 'editor' | 'viewer';
  created_at: string;
}

/** A pending invitation to a workspace; only the token's SHA-256 is stored (010). */
export interface InvitationsTable {
  id: Generated<number>;
  account_id: number;
  email: string;
  role: 'owner' | 'admin' | 'editor' | 'viewer';
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  /** The session's current workspace. */
  account_id: number;
  /** The signed-in user (010; null only for rows of a user since removed). */
  user_id: number | null;
  access_hash: string;
  access_expires_at: string;
  refresh_hash: string;
  refresh_expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** 015: the user's credential_version when the session was issued. */
  credential_version: Generated<number>;
}

export interface ApiKeysTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  prefix: string;
  last_four: string;
  token_hash: string;
  last_used_at: string | null;
  created_at: string;
  revoked_at: string | null;
  /** 1: a `tk_test_` key (009). */
  test: Generated<number>;
  /** The user who created it (010; null: before teams, or by an operator). */
  created_by: Generated<number | null>;
  /** Time to live of every file it renders, in seconds (017); null: no limit. */
  retention_seconds: Generated<number | null>;
}

export interface FoldersTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  emoji: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  uuid: string;
  account_id: number;
  folder_id: number | null;
  name: string;
  body: string;
  framework: string;
  format: string;
  landscape: number;
  fonts: string;
  variables: string;
  archived: number;
  created_at: string;
  updated_at: string;
  /** When a field that changes the rendered output last changed: previews older than this are stale. */
  render_changed_at: string;
  preview_path: string | null;
  preview_updated_at: string | null;
  /** JSON `{ message, line, column }` of the last preview failure (plain text before 007), or null. */
  preview_error: string | null;
  last_used_via_api: string | null;
  /** Handlebars HTML of the page header / footer; '' for none. */
  header: Generated<string>;
  footer: Generated<string>;
  /** JSON {top,right,bottom,left} in mm; null: the default margins. */
  margins: string | null;
  header_on_first_page: Generated<number>;
  /** PDF metadata templates; title null: the document's name. */
  title: string | null;
  author: string | null;
  subject: string | null;
  keywords: string | null;
  lang: string | null;
  tagged: Generated<number>;
  /** JSON `{ message, line, column }` when the saved body does not compile, else null (007). */
  template_error: string | null;
  /** `auto`: every render-affecting change is published at once; `manual`: changes stay in the draft until published (008). */
  publishing: Generated<'auto' | 'manual'>;
  /** Number of the published version (the newest row of document_versions). */
  published_version: Generated<number>;
  /** 1 when the draft's render-affecting fields differ from the published version's. */
  draft_changed: Generated<number>;
  /** 'document' or 'partial' (009). */
  kind: Generated<DocumentKind>;
  /** Time to live of every file rendered from it, in seconds (017); null: kept forever. Not render-affecting. */
  retention_seconds: Generated<number | null>;
  /** Default PDF/A level, "2b" or "3b" (018); null: a plain PDF. Render-affecting. */
  pdfa: Generated<string | null>;
  /** Default `sign` option as JSON (024); null: unsigned. Render-affecting. */
  sign: Generated<string | null>;
  /** The variables' JSON Schema (draft 2020-12) as JSON text (025); null: none. Versioned. */
  variables_schema: Generated<string | null>;
  /** Named test data, JSON of `[{ name, variables }]` (025); null: none. Versioned. */
  samples: Generated<string | null>;
}

/** An immutable published snapshot of a document's render-affecting fields (owned by modules/versions). */
export interface DocumentVersionsTable {
  id: Generated<number>;
  account_id: number;
  document_id: number;
  /** 1, 2, 3… per document. */
  number: number;
  /** JSON of the render-affecting fields (versions/snapshot.ts). */
  snapshot: string;
  note: string | null;
  /** The version a restore copied, or null. */
  restored_from: number | null;
  /** How its author came in: dashboard, api, mcp, assistant; `migration` for the version 1 that 008 wrote. */
  actor_via: string;
  api_key_id: number | null;
  actor_email: string | null;
  created_at: string;
}

/** An uploaded image or font of an account; its bytes live in storage at `path`. */
export interface AssetsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  kind: 'image' | 'font';
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  family: string | null;
  weight: number | null;
  style: string | null;
  path: string;
  created_at: string;
  updated_at: string;
}

/** One row per account and counter. `grant_used` and `topup_balance` change only with a ledger row. */
export interface CreditBalancesTable {
  account_id: number;
  kind: CreditKind;
  monthly_grant: number;
  grant_used: number;
  topup_balance: number;
  topup_used: number;
  period_start: string;
  period_end: string;
}

/** The ledger. `source` says which bucket moved; a refund names the debit's generation, once. */
export interface CreditEntriesTable {
  id: Generated<number>;
  account_id: number;
  kind: CreditKind;
  reason: 'generation' | 'refund' | 'topup' | 'plan' | 'assistant';
  /** `mixed`: an assistant turn that took the rest of the grant and then top-ups. */
  source: 'grant' | 'topup' | 'mixed';
  amount: number;
  generation_id: number | null;
  created_at: string;
  /** Assistant turns only: the provider's token counts, and the cost before it was capped at the balance. */
  input_tokens: number | null;
  output_tokens: number | null;
  cache_read_tokens: number | null;
  cache_write_tokens: number | null;
  requested: number | null;
}

/** One message of a document's assistant conversation (per account and document). */
export interface AssistantMessagesTable {
  id: Generated<number>;
  account_id: number;
  document_id: number;
  role: 'user' | 'assistant';
  content: string;
  /** JSON of the validated proposal an assistant message offered, or null. */
  proposal: string | null;
  /** `ok`; `cut` when the client left mid-stream; `dropped` when its proposal failed validation twice. */
  status: 'ok' | 'cut' | 'dropped';
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  credits: number;
  created_at: string;
}

export type GenerationStatus = 'pending' | 'succeeded' | 'failed' | 'deleted' | 'expired';

export interface GenerationsTable {
  id: Generated<number>;
  account_id: number;
  document_id: number;
  document_uuid: string;
  api_key_id: number | null;
  actor: string;
  path: string;
  status: GenerationStatus;
  /** 'none': a test key's render (009), which debited nothing. */
  credit_source: 'grant' | 'topup' | 'none';
  error_code: string | null;
  bytes: number | null;
  pages: number | null;
  duration_ms: number | null;
  created_at: string;
  completed_at: string | null;
  deleted_at: string | null;
  /** The node rendering it while pending (null: written before leases, or by an admin command). */
  owner_node: string | null;
  /** The version it rendered; 0: the unpublished draft; null: rendered before 008. */
  document_version: number | null;
  /** The request that made it (the audit log shows its version). */
  request_id: string | null;
  /** 1: rendered with a test key, no credit debited (009). */
  test: Generated<number>;
  /** The dashboard user who generated it (010); null for tokens. */
  user_id: Generated<number | null>;
  /** When the retention sweep deletes its file (017); null: kept until deleted. */
  expires_at: Generated<string | null>;
  /** 'public': the permanent URL; 'signed': served only through expiring links (017). */
  access: Generated<'public' | 'signed'>;
  /** Keys the HMAC of its signed links; replaced to revoke them (017). */
  link_secret: Generated<string | null>;
  /** 'url': stored here; 'inline' (answered, not stored) or 'upload' (PUT to the caller's URL) (017). */
  delivery: Generated<'url' | 'inline' | 'upload'>;
  /** The e-invoice format whose XML is stored beside the PDF (019); null: none. */
  einvoice_format: Generated<string | null>;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  account_id: number;
  idem_key: string;
  /** SHA-256 of the request's canonical JSON: the same key with another body is refused. */
  fingerprint: string;
  state: 'in_flight' | 'done';
  status_code: number | null;
  /** JSON of the recorded outcome, replayed while the key lives. */
  outcome: string | null;
  locked_until: string;
  created_at: string;
  expires_at: string;
}

export interface RetiredRefreshTokensTable {
  refresh_hash: string;
  session_id: number;
  retired_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  account_id: number | null;
  api_key_id: number | null;
  /** The dashboard user who called (010); null for tokens. */
  user_id: Generated<number | null>;
  actor: string;
  method: string;
  route: string;
  status: number;
  latency_ms: number;
  request_id: string;
  created_at: string;
  /** 1: a call made with a test key (009). */
  test: Generated<number>;
}

/** Calls and errors (status >= 400) per account, UTC day and key (0: no key), kept with each audit batch. */
export interface AuditDailyTable {
  account_id: number;
  day: string;
  api_key_id: number;
  calls: number;
  errors: number;
  /** 1: the key is a test key (its calls are counted apart, 009). */
  test: Generated<number>;
}

export type DocumentKind = 'document' | 'partial';

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type FolderRow = Selectable<FoldersTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type AssetRow = Selectable<AssetsTable>;
export type GenerationRow = Selectable<GenerationsTable>;
export type CreditBalanceRow = Selectable<CreditBalancesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;
export type AssistantMessageRow = Selectable<AssistantMessagesTable>;

/** One row per serving process; heartbeat_at older than NODE_LEASE_MS means it is gone. */
export interface NodesTable {
  id: string;
  host: string;
  pid: number;
  started_at: string;
  heartbeat_at: string;
}

export type BatchStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
export type BatchOutput = 'files' | 'merged' | 'zip';
export type BatchItemStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** A batch (011): `grant_left`/`topup_left` are reserved credits no item has taken yet. */
export interface BatchesTable {
  id: Generated<number>;
  uuid: string;
  account_id: number;
  document_uuid: string;
  api_key_id: number | null;
  actor: string;
  status: BatchStatus;
  output: BatchOutput;
  total: number;
  version: number | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  grant_left: number;
  topup_left: number;
  /** 1: started by a test key (014): no reservation, every item a free, watermarked test render. */
  test: Generated<number>;
  output_path: string | null;
  error_code: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** PDF/A level of every item, "2b" or "3b" (018); null: the rendered version's own. */
  pdfa: Generated<string | null>;
  /** `sign` of every item as JSON (023); null: unsigned. */
  sign: Generated<string | null>;
}

/** One document of a batch; `generation_id` is the render that holds (or held) its credit. */
export interface BatchItemsTable {
  id: Generated<number>;
  batch_id: number;
  idx: number;
  status: BatchItemStatus;
  /** JSON */
  variables: string;
  filename: string | null;
  /** JSON or null */
  metadata: string | null;
  /** The caller's presigned PUT URL of a `delivery: "upload"` batch (020); emptied once settled. */
  upload_url: Generated<string | null>;
  /** The item's e-invoice request, JSON (021); emptied with its variables. */
  einvoice: Generated<string | null>;
  /** `{ format, profile }` of that e-invoice, JSON (021); kept once the invoice is emptied. */
  einvoice_kind: Generated<string | null>;
  /** The rules a refused e-invoice broke, JSON (021). */
  violations: Generated<string | null>;
  /** Issue 39 (026): a done item's render warnings, JSON `[{ code, path }]`; null: none. */
  warnings: Generated<string | null>;
  generation_id: number | null;
  path: string | null;
  error_code: string | null;
  error_message: string | null;
  /** The node running it (status running): when its lease ends, another node takes it over. */
  owner_node: string | null;
  attempts: Generated<number>;
  updated_at: string;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  uuid: string;
  account_id: number;
  url: string;
  /** JSON array of event names */
  events: string;
  /** whsec_... (Standard Webhooks secret), sealed with SECRETS_KEY where the server has one (core/secrets.ts `sealIfKeyed`) */
  secret: string;
  created_at: string;
  deleted_at: string | null;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event to one URL; retried until `next_attempt_at` is null. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  uuid: string;
  account_id: number;
  endpoint_id: number | null;
  batch_id: number | null;
  url: string;
  event: string;
  /** JSON body, exactly as signed */
  payload: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  locked_until: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  created_at: string;
}

export type BatchRow = Selectable<BatchesTable>;
export type BatchItemRow = Selectable<BatchItemsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A workspace's signing certificate (023): the chain and its sealed private key. */
export interface SigningCertificatesTable {
  id: Generated<number>;
  uuid: string;
  account_id: number;
  name: string;
  subject: string;
  issuer: string;
  serial: string;
  not_before: string;
  not_after: string;
  fingerprint_sha256: string;
  /** JSON array of base64 DER certificates, the signer's first. */
  certificates: string;
  /** The PKCS#8 private key sealed with SECRETS_KEY (core/secrets.ts). */
  key_sealed: string;
  created_at: string;
}

export type SigningCertificateRow = Selectable<SigningCertificatesTable>;

/** The page images of a rendered difference (030, issue 39), deleted once `expires_at` passed. */
export interface RenderedDiffsTable {
  id: Generated<number>;
  account_id: number;
  /** JSON array of the storage paths of its page images. */
  paths: string;
  created_at: string;
  expires_at: string;
}
