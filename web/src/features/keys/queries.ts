import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiKey, listApiKeys, revokeApiKey } from '../../api';

const KEYS = ['api-keys'] as const;

/** Polled while visible, so "last used" and the sparkline follow the key's calls. */
export function useApiKeys() {
  return useQuery({ queryKey: KEYS, queryFn: listApiKeys, refetchInterval: 10_000 });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => qc.invalidateQueries({ queryKey: KEYS }) });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => qc.invalidateQueries({ queryKey: KEYS }) });
}
