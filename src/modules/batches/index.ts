/**
 * What other modules may use of batches beyond BatchesService (handed to its callers):
 * - the download names batch items gave their files (`itemFilenames`, the files list);
 * - emptying kept item variables: of deleted or expired files (`scrubItemVariables`), of a
 *   workspace that turned keepVariables off (`scrubSettledVariables`);
 * - a batch's webhook secret (`batchWebhookSecret`) and the `ItemCounts` type (webhooks).
 */
export { batchWebhookSecret, itemFilenames, scrubItemVariables, scrubSettledVariables, type ItemCounts } from './repo.js';
