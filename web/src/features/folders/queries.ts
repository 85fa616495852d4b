import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';

const listFolders = () => ok(api.GET('/v1/folders')).then((r) => r.folders);
const createFolder = (input: { name: string; emoji?: string | null }) => ok(api.POST('/v1/folders', { body: input }));
const updateFolder = (id: number, patch: { name?: string; emoji?: string | null }) => ok(api.PATCH('/v1/folders/{id}', { ...idParam(id), body: patch }));
const deleteFolder = (id: number) => ok(api.DELETE('/v1/folders/{id}', idParam(id)));

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
