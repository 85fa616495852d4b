import type { Deps } from '../modules/deps.js';
import { accountsService } from '../modules/accounts/service.js';
import { touchLastUsed } from '../modules/api-keys/repo.js';
import { apiKeysService } from '../modules/api-keys/service.js';
import { assetsService } from '../modules/assets/service.js';
import { AuditRecorder } from '../modules/audit/recorder.js';
import { sessionsService } from '../modules/auth/service.js';
import { creditsService } from '../modules/credits/service.js';
import { documentsService } from '../modules/documents/service.js';
import { foldersService } from '../modules/folders/service.js';
import { deleteFileVerb } from '../modules/generation/delete-file.js';
import { generateVerb } from '../modules/generation/generate.js';
import { previewDraftVerb } from '../modules/previews/draft.js';

/** Every verb, built once from the dependencies; REST, legacy, MCP and the CLI all call these. */
export function buildServices(deps: Deps) {
  const audit = new AuditRecorder(deps.db, deps.log, touchLastUsed);
  const accounts = accountsService(deps);
  return {
    audit,
    accounts,
    sessions: sessionsService(deps, accounts),
    apiKeys: apiKeysService(deps, audit),
    credits: creditsService(deps),
    documents: documentsService(deps),
    assets: assetsService(deps),
    folders: foldersService(deps),
    generate: generateVerb(deps),
    deleteGeneratedFile: deleteFileVerb(deps),
    previewDraft: previewDraftVerb(deps),
  };
}

export type Services = ReturnType<typeof buildServices>;
