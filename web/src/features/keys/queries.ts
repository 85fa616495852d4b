import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';

const listApiKeys = () => ok(api.GET('/v1/api-keys')).then((r) => r.apiKeys);
const createApiKey = (name: string) => ok(api.POST('/v1/api-keys', { body: { name } }));
const revokeApiKey = (id: number) => ok(api.DELETE('/v1/api-keys/{id}', idParam(id)));

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
