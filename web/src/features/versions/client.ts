import { createQuireClient, type Document, type DocumentBundle, type VersionList } from '@quire/client';

/** The dashboard's @quire/client: same origin, the session cookie (no token). */
export const quire = createQuireClient({ baseUrl: window.location.origin, credentials: 'same-origin', retry: { maxRetries: 0 } });

export type { Document as VersionedDocument, DocumentBundle, VersionList };
export type VersionSummary = VersionList['versions'][number];
