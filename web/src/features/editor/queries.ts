import { useQuery } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';

export const documentKey = (id: number) => ['document', id] as const;

/**
 * One document (GET /v1/documents/{id}). With `poll`, read again every 15 s and on focus: its
 * updatedAt tells the editor about a save made in another tab or through the API.
 */
export function useDocument(id: number, { poll = false } = {}) {
  return useQuery({
    queryKey: documentKey(id),
    queryFn: () => ok(api.GET('/v1/documents/{id}', idParam(id))),
    ...(poll && { refetchInterval: 15_000, refetchOnWindowFocus: true }),
  });
}

export function useHelpers() {
  return useQuery({ queryKey: ['helpers'], queryFn: () => ok(api.GET('/v1/helpers')).then((r) => r.helpers), staleTime: Infinity });
}

/** The fonts GET /v1/fonts offers, with their weights. */
export function useAvailableFonts() {
  return useQuery({ queryKey: ['fonts'], queryFn: () => ok(api.GET('/v1/fonts')).then((r) => r.fonts), staleTime: Infinity });
}
