import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchesApi } from './client';

const BATCHES = ['batches'] as const;
const ENDPOINTS = ['webhook-endpoints'] as const;

/** Refreshed every second while a batch is live, so its progress bar moves. */
export function useBatches() {
  return useQuery({
    queryKey: BATCHES,
    queryFn: batchesApi.list,
    refetchInterval: (q) => (q.state.data?.batches.some((b) => b.status === 'queued' || b.status === 'running') ? 1000 : 15_000),
  });
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
  return useMutation({ mutationFn: batchesApi.startFromCsv, onSuccess: () => qc.invalidateQueries({ queryKey: BATCHES }) });
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
