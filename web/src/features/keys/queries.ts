import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';

const listApiKeys = () => ok(api.GET('/v1/api-keys')).then((r) => r.apiKeys);
const revokeApiKey = (id: number) => ok(api.DELETE('/v1/api-keys/{id}', idParam(id)));

const KEYS = ['api-keys'] as const;

/** Polled while visible, so "last used" and the sparkline follow the key's calls. */
export function useApiKeys() {
  return useQuery({ queryKey: KEYS, queryFn: listApiKeys, refetchInterval: 10_000 });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => qc.invalidateQueries({ queryKey: KEYS }) });
}
