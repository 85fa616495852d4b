import { useState } from 'react';
import { CounterCard } from '../features/usage/counters';
import { DailyChart } from '../features/usage/daily-chart';
import { RecentCalls } from '../features/usage/recent-calls';
import { useCounters, useDailyUsage, useRecentCalls, POLL_MS } from '../features/usage/queries';
import { Banner } from '../ui/banner';
import { Spinner } from '../ui/spinner';

const CARD = 'rounded-lg border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export default function UsagePage() {
  const me = useCounters();
  const daily = useDailyUsage(30);
  const [withDashboard, setWithDashboard] = useState(false);
  // The dashboard's own polling would fill the list: by default it shows what programs did.
  const calls = useRecentCalls(withDashboard ? undefined : ['api', 'mcp', 'legacy']);

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6 p-4 md:p-6">
      <h1 className="text-xl font-semibold">Usage</h1>

      <section aria-labelledby="credits-title" className="space-y-3">
        <h2 id="credits-title" className="text-base font-semibold">Credits</h2>
        {me.data ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <CounterCard kind="generation" c={me.data.usage.generation} />
            <CounterCard kind="ai" c={me.data.usage.ai} />
          </div>
        ) : <Spinner label="Loading credits" />}
      </section>

      <section aria-labelledby="chart-title" className={`${CARD} p-4`}>
        <h2 id="chart-title" className="sr-only">Calls per day</h2>
        {daily.error && <Banner tone="error">{daily.error.message}</Banner>}
        {daily.data ? <DailyChart days={daily.data} /> : !daily.error && <Spinner label="Loading the chart" />}
      </section>

      <section aria-labelledby="calls-title" className={CARD}>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 id="calls-title" className="mr-auto text-base font-semibold">Recent calls</h2>
          <label className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <input type="checkbox" checked={withDashboard} onChange={(e) => setWithDashboard(e.target.checked)} />
            Include dashboard calls
          </label>
          <span className="text-xs text-slate-500 dark:text-slate-400">Last 10 · refreshed every {POLL_MS.calls / 1000} s</span>
        </div>
        {calls.error && <Banner tone="error" className="m-3">{calls.error.message}</Banner>}
        {calls.data ? <RecentCalls calls={calls.data.calls} /> : !calls.error && <Spinner label="Loading recent calls" />}
      </section>
    </div>
  );
}
