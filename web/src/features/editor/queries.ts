import { useQuery } from '@tanstack/react-query';
import { getDocument, listDocuments, listHelpers } from '../../api';

export const documentKey = (id: number) => ['document', id] as const;

export function useDocument(id: number) {
  return useQuery({ queryKey: documentKey(id), queryFn: () => getDocument(id) });
}

export interface DocumentMeta { folderId: number | null; updatedAt: string }
export const metaKey = (id: number) => ['documents', 'meta', id] as const;

/**
 * The folder and last update, which only list items carry (the full payload is the spec's, without
 * them). Polled gently and on focus: the editor notices a save made in another tab or through the API.
 */
export function useDocumentMeta(id: number) {
  return useQuery({
    ...metaQuery(id),
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useHelpers() {
  return useQuery({ queryKey: ['helpers'], queryFn: listHelpers, staleTime: Infinity });
}

export const metaQuery = (id: number) => ({
  queryKey: metaKey(id),
  queryFn: async (): Promise<DocumentMeta | null> => {
    const item = (await listDocuments()).find((d) => d.id === id) ?? (await listDocuments({ archived: true })).find((d) => d.id === id);
    return item ? { folderId: item.folderId, updatedAt: item.updatedAt } : null;
  },
});
