import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFolder, deleteFolder, listFolders, updateFolder } from '../../api';

export const FOLDERS_KEY = ['folders'] as const;

/** Alphabetical, as people look for a name. */
export function useFolders() {
  return useQuery({
    queryKey: FOLDERS_KEY,
    queryFn: listFolders,
    select: (folders) => [...folders].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: FOLDERS_KEY }), qc.invalidateQueries({ queryKey: ['documents'] })]);
}

export function useCreateFolder() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createFolder, onSuccess: invalidate });
}

export function useUpdateFolder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: { name?: string; emoji?: string | null } }) => updateFolder(id, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteFolder() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteFolder, onSuccess: invalidate });
}
