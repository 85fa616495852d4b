import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../../quire';

const listGeneratedFiles = (query: { limit?: number; before?: string; documentId?: string }) => ok(api.GET('/v1/generations', { params: { query } }));
const deleteGeneratedFile = (path: string) => ok(api.DELETE('/v1/generations/file', { body: { path } }));

const FILES = ['generated-files'] as const;

/** Newest first, 20 a page; "Load more" follows the cursor. */
export function useGeneratedFiles() {
  return useInfiniteQuery({
    queryKey: FILES,
    queryFn: ({ pageParam }) => listGeneratedFiles({ limit: 20, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: 30_000,
  });
}

export function useDeleteFile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteGeneratedFile, onSuccess: () => qc.invalidateQueries({ queryKey: FILES }) });
}
