import { useQuery } from '@tanstack/react-query';
import { getDocument, listHelpers } from '../../api';

export const documentKey = (id: number) => ['document', id] as const;

/**
 * One document (GET /v1/documents/{id}). With `poll`, read again every 15 s and on focus: its
 * updatedAt tells the editor about a save made in another tab or through the API.
 */
export function useDocument(id: number, { poll = false } = {}) {
  return useQuery({
    queryKey: documentKey(id),
    queryFn: () => getDocument(id),
    ...(poll && { refetchInterval: 15_000, refetchOnWindowFocus: true }),
  });
}

export function useHelpers() {
  return useQuery({ queryKey: ['helpers'], queryFn: listHelpers, staleTime: Infinity });
}
