import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAsset, listAssets, uploadAsset } from '../../api';

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
