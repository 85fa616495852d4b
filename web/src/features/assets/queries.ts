import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';

const listAssets = () => ok(api.GET('/v1/assets')).then((r) => r.assets);
/** Uploads one file (multipart, field `file`); the browser sets the Content-Type with its boundary. */
function uploadAsset(file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return ok(api.POST('/v1/assets', { body: form as never })); // FormData goes as it is (openapi-fetch);
}
const deleteAsset = (id: number) => ok(api.DELETE('/v1/assets/{id}', idParam(id)));

/** The template snippet that uses an asset. */
export const assetSnippet = (name: string) => `{{asset "${name.replace(/"/g, '')}"}}`;

export const assetsKey = ['assets'] as const;

export function useAssets() {
  return useQuery({ queryKey: assetsKey, queryFn: listAssets });
}

export function useUploadAsset() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadAsset(file), onSettled: () => qc.invalidateQueries({ queryKey: assetsKey }) });
}

export function useDeleteAsset() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteAsset, onSuccess: () => qc.invalidateQueries({ queryKey: assetsKey }) });
}
