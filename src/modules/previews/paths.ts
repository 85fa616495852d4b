/**
 * client/<account_id>/previews/<document_uuid>-<timestamp_ms>.png: a new path per render,
 * because stored files are served as immutable (a cached thumbnail never changes under a URL).
 */
export const previewPath = (accountId: number, documentUuid: string, timestampMs: number): string =>
  `client/${accountId}/previews/${documentUuid}-${timestampMs}.png`;
