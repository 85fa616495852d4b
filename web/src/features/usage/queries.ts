import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAudit, me, usageDaily, type Via } from '../../api';

/** The service never pushes: pages poll while they are visible (TanStack Query pauses in background tabs). */
export const POLL_MS = { calls: 5_000, counters: 30_000, chart: 60_000 };

/** Under ['me', 'usage'], which the editor invalidates after a generation: the banner follows at once. */
export function useCounters() {
  return useQuery({ queryKey: ['me', 'usage', 'counters'], queryFn: me, staleTime: 10_000, refetchInterval: POLL_MS.counters });
}

export function useDailyUsage(days = 30) {
  return useQuery({ queryKey: ['usage-daily', days], queryFn: () => usageDaily(days), refetchInterval: POLL_MS.chart });
}

export function useRecentCalls(via: Via[] | undefined) {
  return useQuery({
    queryKey: ['audit', via ?? 'all'],
    queryFn: () => listAudit({ limit: 10, via }),
    refetchInterval: POLL_MS.calls,
    placeholderData: keepPreviousData,
  });
}
