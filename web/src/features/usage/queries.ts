import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ok } from '../../quire';
import type { Via } from '../../types';

const me = () => ok(api.GET('/v1/me'));
const usageDaily = (days: number, withDashboard: boolean) =>
  ok(api.GET('/v1/usage/daily', { params: { query: { days, dashboard: withDashboard ? 'include' : 'exclude' } } })).then((r) => r.days);
const listAudit = (p: { limit?: number; before?: string; via?: Via[] }) =>
  ok(api.GET('/v1/audit', { params: { query: { limit: p.limit, before: p.before, via: p.via?.join(',') } } }));

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
