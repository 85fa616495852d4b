import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGeneratedFile, listGeneratedFiles } from '../../api';

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
