import type { Deps } from '../modules/deps.js';
import { accountsService } from '../modules/accounts/service.js';
import { keyDirectory, touchKeysLastUsed } from '../modules/api-keys/index.js';
import { apiKeysService } from '../modules/api-keys/service.js';
import { userDirectory } from '../modules/users/index.js';
import { assetsService } from '../modules/assets/service.js';
import { assistantService } from '../modules/assistant/service.js';
import { AuditRecorder } from '../modules/audit/recorder.js';
import { auditService } from '../modules/audit/service.js';
import { changePasswordVerb } from '../modules/auth/change-password.js';
import { sessionsService } from '../modules/auth/service.js';
import { creditsService } from '../modules/credits/service.js';
import { documentsService } from '../modules/documents/service.js';
import { foldersService } from '../modules/folders/service.js';
import { deleteFileVerb } from '../modules/generation/delete-file.js';
import { generateVerb } from '../modules/generation/generate.js';
import { renderDirectory } from '../modules/generation/index.js';
import { listFilesVerb } from '../modules/generation/list-files.js';
import { generateOnceVerb } from '../modules/generation/generate-once.js';
import { linksService } from '../modules/generation/signed-links.js';
import { idempotencyService } from '../modules/idempotency/service.js';
import { previewDraftVerb } from '../modules/previews/draft.js';
import { diffVerb } from '../modules/diffs/service.js';
import { publishingService } from '../modules/documents/publishing.js';
import { transferService } from '../modules/documents/transfer.js';
import { inferenceService } from '../modules/variables/inference.js';
import { versionsService } from '../modules/versions/service.js';
import { invitationsService } from '../modules/invitations/service.js';
import { membersService } from '../modules/members/service.js';
import { workspacesService } from '../modules/workspaces/service.js';
import { createMailer } from './mailer.js';
import { oidcService } from '../modules/auth/oidc.js';
import type { JobQueue } from '../jobs/index.js';
import { batchesService } from '../modules/batches/service.js';
import { webhookNotifier } from '../modules/webhooks/notify.js';
import { webhooksService } from '../modules/webhooks/service.js';
import { signingService } from '../modules/signing/service.js';
import { withGenerationEvents } from '../modules/webhooks/generation-events.js';

/** Every verb, built once from the dependencies; REST, legacy, MCP and the CLI all call these. */
export function buildServices(deps: Deps, jobs: JobQueue) {
  const audit = new AuditRecorder(deps.db, deps.log, touchKeysLastUsed);
  const accounts = accountsService(deps);
  const generate = generateVerb(deps);
  // A key held longer than a generation can take belongs to a node that died.
  const idempotency = idempotencyService(deps, deps.config.pendingRefundAfterMs);
  const documents = documentsService(deps);
  const sessions = sessionsService(deps);
  const webhookEvents = webhookNotifier(deps);
  const previewDraft = previewDraftVerb(deps);
  return {
    audit,
    auditLog: auditService(deps, audit, keyDirectory(deps.db), userDirectory(deps.db), renderDirectory(deps.db)),
    accounts,
    sessions,
    workspaces: workspacesService(deps, accounts),
    members: membersService(deps),
    /** Single sign-on; null unless OIDC_ISSUER is set. */
    oidc: deps.config.oidc ? oidcService(deps, deps.config.oidc, sessions) : null,
    invitations: invitationsService(deps, sessions, createMailer(deps.config), accounts),
    changePassword: changePasswordVerb(deps),
    apiKeys: apiKeysService(deps, audit),
    credits: creditsService(deps),
    documents,
    assets: assetsService(deps),
    folders: foldersService(deps),
    generate,
    generateOnce: generateOnceVerb(withGenerationEvents(generate, webhookEvents, deps.log), idempotency),
    idempotency,
    deleteGeneratedFile: deleteFileVerb(deps),
    listGeneratedFiles: listFilesVerb(deps),
    fileLinks: linksService(deps),
    assistant: assistantService(deps, documents),
    previewDraft,
    // The rendered difference counts against the draft previews' budget (issue 39).
    diff: diffVerb(deps, previewDraft.budget),
    versions: versionsService(deps),
    publishing: publishingService(deps),
    transfer: transferService(deps, documents),
    inference: inferenceService(deps),
    batches: batchesService(deps, jobs, idempotency),
    webhookEvents,
    webhooks: webhooksService(deps, webhookEvents.wake),
    signing: signingService(deps),
  };
}

export type Services = ReturnType<typeof buildServices>;
