/** ISO 8601 UTC with milliseconds: the one timestamp format stored and returned. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
