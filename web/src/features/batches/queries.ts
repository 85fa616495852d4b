import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { batchesApi } from './client';

const BATCHES = ['batches'] as const;
const ENDPOINTS = ['webhook-endpoints'] as const;

/** The credit counters' key (usage/queries.ts): the banner reads them again. */
const COUNTERS = ['me', 'usage'] as const;
const isLive = (status: string) => status === 'queued' || status === 'running';

/**
 * Refreshed every second while a batch is live, so its progress bar moves. When a batch
 * finishes (its failed rows refunded), the credit banner and the files list are read again.
 */
export function useBatches() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: BATCHES,
    queryFn: batchesApi.list,
    refetchInterval: (q) => (q.state.data?.batches.some((b) => isLive(b.status)) ? 1000 : 15_000),
  });
  const live = useRef<Set<string> | null>(null);
  useEffect(() => {
    const batches = query.data?.batches;
    if (!batches) return;
    const now = new Set(batches.filter((b) => isLive(b.status)).map((b) => b.id));
    const finished = live.current !== null && [...live.current].some((id) => !now.has(id));
    live.current = now;
    if (finished) {
      void qc.invalidateQueries({ queryKey: COUNTERS });
      void qc.invalidateQueries({ queryKey: ['batch-items'] });
    }
  }, [query.data, qc]);
  return query;
}

/** A batch's items (the first 100): file names and links; read again each second while it runs. */
export function useBatchItems(id: string, enabled: boolean, running: boolean) {
  return useQuery({ queryKey: ['batch-items', id], queryFn: () => batchesApi.items(id), enabled, refetchInterval: running ? 1000 : false });
}

export function useFailedItems(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['batch-failed', id], queryFn: () => batchesApi.failedItems(id), enabled });
}

/** A finished batch's done items, read once: which of them rendered with variables missing. */
export function useDoneItems(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['batch-done', id], queryFn: () => batchesApi.doneItems(id), enabled, staleTime: Infinity });
}

export function useDocumentsForBatch() {
  return useQuery({ queryKey: ['batch-documents'], queryFn: batchesApi.documents });
}

export function useStartBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: batchesApi.startFromCsv,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: BATCHES }), qc.invalidateQueries({ queryKey: COUNTERS })]),
  });
}

export function useCancelBatch() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: batchesApi.cancel, onSuccess: () => qc.invalidateQueries({ queryKey: BATCHES }) });
}

export function useEndpoints() {
  return useQuery({ queryKey: ENDPOINTS, queryFn: batchesApi.endpoints });
}

export function useAddEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { url: string; events: ('batch.completed' | 'batch.failed')[] }) => batchesApi.addEndpoint(v.url, v.events),
    onSuccess: () => qc.invalidateQueries({ queryKey: ENDPOINTS }),
  });
}

export function useRemoveEndpoint() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: batchesApi.removeEndpoint, onSuccess: () => qc.invalidateQueries({ queryKey: ENDPOINTS }) });
}

export function useDeliveries(id: string) {
  return useQuery({ queryKey: ['webhook-deliveries', id], queryFn: () => batchesApi.deliveries(id), refetchInterval: 5000 });
}
