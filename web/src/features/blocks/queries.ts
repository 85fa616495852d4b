import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiKey, createDocument, listPartials, listStarters, type KeyKind } from './quire';

export function useStarters() {
  return useQuery({ queryKey: ['starters'], queryFn: listStarters, staleTime: 60 * 60_000 });
}

export function usePartials() {
  return useQuery({ queryKey: ['documents', 'partials'], queryFn: listPartials, staleTime: 30_000 });
}

export function useCreateFromStarter() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createDocument, onSuccess: () => qc.invalidateQueries({ queryKey: ['documents'] }) });
}

export function useCreateKeyOfKind() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ name, kind, retention }: { name: string; kind: KeyKind; retention?: { ttlSeconds: number } | null }) => createApiKey(name, kind, retention),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
