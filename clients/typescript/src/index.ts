export { createQuireClient } from './client.js';
export type {
  DocumentBundle, Version, VersionList,
  CreatedDocument, Document, DocumentListItem, DocumentPatch, Folder, FolderListItem, Generated, GenerateInput, Me, QuireClient,
  QuireClientOptions, Usage,
} from './client.js';
export { QuireError, isQuireError } from './errors.js';
export type { RetryOptions } from './retry.js';
export type { components, operations, paths } from './schema.js';
