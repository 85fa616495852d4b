import { createQuireClient, type Document, type DocumentBundle, type Version, type VersionList } from '@quire/client';

/** The dashboard's @quire/client: same origin, the session cookie (no token). */
export const quire = createQuireClient({ baseUrl: window.location.origin, credentials: 'same-origin', retry: { maxRetries: 0 } });

export type { Document as VersionedDocument, DocumentBundle, Version, VersionList };
export type VersionSummary = VersionList['versions'][number];
