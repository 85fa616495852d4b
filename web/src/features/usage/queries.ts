import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAudit, me, usageDaily, type Via } from '../../api';

/** The service never pushes: pages poll while they are visible (TanStack Query pauses in background tabs). */
export const POLL_MS = { calls: 5_000, counters: 30_000, chart: 60_000 };

/** Under ['me', 'usage'], which the editor invalidates after a generation: the banner follows at once. */
export function useCounters() {
  return useQuery({ queryKey: ['me', 'usage', 'counters'], queryFn: me, staleTime: 10_000, refetchInterval: POLL_MS.counters });
}

/** `withDashboard`: the same toggle as the recent calls, so both count the same calls. */
export function useDailyUsage(days: number, withDashboard: boolean) {
  return useQuery({
    queryKey: ['usage-daily', days, withDashboard],
    queryFn: () => usageDaily(days, withDashboard),
    refetchInterval: POLL_MS.chart,
    placeholderData: keepPreviousData,
  });
}

export function useRecentCalls(via: Via[] | undefined) {
  return useQuery({
    queryKey: ['audit', via ?? 'all'],
    queryFn: () => listAudit({ limit: 10, via }),
    refetchInterval: POLL_MS.calls,
    placeholderData: keepPreviousData,
  });
}
