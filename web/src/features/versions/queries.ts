import { useQuery } from '@tanstack/react-query';
import { quire } from './client';

export const versionsKey = (docId: number) => ['versions', docId] as const;

/** The newest 50 versions: the history panel shows these. */
export function useVersions(docId: number) {
  return useQuery({ queryKey: versionsKey(docId), queryFn: () => quire.versions.list(docId, { limit: 50 }) });
}

export function useVersion(docId: number, n: number | null) {
  return useQuery({ queryKey: [...versionsKey(docId), n], queryFn: () => quire.versions.get(docId, n!), enabled: n !== null });
}
