import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connection.js';
import * as initial from './migrations/001-initial.js';
import * as documentsAssets from './migrations/004-documents-assets.js';
import * as dashboardUsage from './migrations/003-dashboard-usage.js';
import * as templateErrors from './migrations/007-template-errors.js';
import * as idempotency from './migrations/002-idempotency.js';
import * as assistant from './migrations/005-assistant.js';
import * as nodeLeases from './migrations/006-node-leases.js';
import * as documentVersions from './migrations/008-document-versions.js';
import * as buildingBlocks from './migrations/009-building-blocks.js';
import * as teams from './migrations/010-teams.js';
import * as batchesWebhooks from './migrations/011-batches-webhooks.js';
import * as testBatches from './migrations/014-test-batches.js';
import * as fileRetention from './migrations/017-file-retention.js';
import * as signInHardening from './migrations/015-sign-in-hardening.js';
import * as pdfa from './migrations/018-pdfa.js';
import * as einvoices from './migrations/019-einvoices.js';
import * as batchUploadKeepVariables from './migrations/020-batch-upload-keep-variables.js';
import * as batchEinvoices from './migrations/021-batch-einvoices.js';
import * as signingCertificates from './migrations/023-signing-certificates.js';
import * as documentSign from './migrations/024-document-sign.js';
import * as webhookSecrets from './migrations/031-webhook-secrets.js';
import * as renderedDiffs from './migrations/030-rendered-diffs.js';
import * as variablesSchema from './migrations/025-variables-schema.js';
import * as batchItemWarnings from './migrations/026-batch-item-warnings.js';
import * as workspaceNames from './migrations/027-workspace-names.js';

// Migrations are imported, not read from disk, so the built package carries them.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-idempotency': idempotency,
  '003-dashboard-usage': dashboardUsage,
  '004-documents-assets': documentsAssets,
  '005-assistant': assistant,
  '006-node-leases': nodeLeases,
  '007-template-errors': templateErrors,
  '008-document-versions': documentVersions,
  '009-building-blocks': buildingBlocks,
  '010-teams': teams,
  '011-batches-webhooks': batchesWebhooks,
  '014-test-batches': testBatches,
  '017-file-retention': fileRetention,
  '015-sign-in-hardening': signInHardening,
  '018-pdfa': pdfa,
  '019-einvoices': einvoices,
  '020-batch-upload-keep-variables': batchUploadKeepVariables,
  '021-batch-einvoices': batchEinvoices,
  '023-signing-certificates': signingCertificates,
  '024-document-sign': documentSign,
  '031-webhook-secrets': webhookSecrets,
  '030-rendered-diffs': renderedDiffs,
  '025-variables-schema': variablesSchema,
  '026-batch-item-warnings': batchItemWarnings,
  '027-workspace-names': workspaceNames,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrates up to and including `name` only (tests build a database as an older release left it). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}
