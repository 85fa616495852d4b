export { createQuireClient } from './client.js';
export type {
  DocumentBundle,
  Version,
  VersionList,
  Asset,
  AuditCall,
  CreatedDocument,
  Document,
  DocumentListItem,
  DocumentPatch,
  ErrorEnvelope,
  Folder,
  FolderListItem,
  Font,
  Generated,
  GeneratedFile,
  GenerateInput,
  Me,
  QuireClient,
  QuireClientOptions,
  Usage,
  UsageCounter,
} from './client.js';
export { QuireError, isQuireError } from './errors.js';
export type { RetryOptions } from './retry.js';
export type { components, operations, paths } from './schema.js';
