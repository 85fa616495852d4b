import type { Document, DocumentBundle, VersionList } from '@quire/client';

/** The versions panels reach Quire through the dashboard's one client (web/src/quire.ts). */
export { quire } from '../../quire';
export type { Document as VersionedDocument, DocumentBundle };
export type VersionSummary = VersionList['versions'][number];
