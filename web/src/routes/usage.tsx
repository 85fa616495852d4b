import { useState } from 'react';
import { CounterCard } from '../features/usage/counters';
import { DailyChart } from '../features/usage/daily-chart';
import { RecentCalls } from '../features/usage/recent-calls';
import { useCounters, useDailyUsage, useRecentCalls, POLL_MS } from '../features/usage/queries';
import { Banner } from '../ui/banner';
import { CARD, Page } from '../ui/page';
import { Spinner } from '../ui/spinner';

export default function UsagePage() {
  const me = useCounters();
  const [withDashboard, setWithDashboard] = useState(false);
  // The dashboard's own polling would fill both: by default they count what programs did, the same calls.
  const daily = useDailyUsage(30, withDashboard);
  const calls = useRecentCalls(withDashboard ? undefined : ['api', 'mcp', 'legacy']);

  return (
    <Page
      title="Usage"
      actions={
        <label className="flex items-center gap-1.5 text-sm text-slate-700">
          <input type="checkbox" checked={withDashboard} onChange={(e) => setWithDashboard(e.target.checked)} />
          Include dashboard calls
        </label>
      }
    >
      <section aria-labelledby="credits-title" className="space-y-3">
        <h2 id="credits-title" className="text-base font-semibold">
          Credits
        </h2>
        {me.data ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <CounterCard kind="generation" c={me.data.usage.generation} />
            <CounterCard kind="ai" c={me.data.usage.ai} />
          </div>
        ) : (
          <Spinner label="Loading credits" />
        )}
      </section>

      <section aria-labelledby="chart-title" className={`${CARD} p-4`}>
        <h2 id="chart-title" className="sr-only">
          Calls per day
        </h2>
        {daily.error && <Banner tone="error">{daily.error.message}</Banner>}
        {daily.data ? <DailyChart days={daily.data} /> : !daily.error && <Spinner label="Loading the chart" />}
      </section>

      <section aria-labelledby="calls-title" className={CARD}>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id="calls-title" className="mr-auto text-base font-semibold">
            Recent calls
          </h2>
          <span className="text-xs text-slate-500">Last 10 · refreshed every {POLL_MS.calls / 1000} s</span>
        </div>
        {calls.error && (
          <Banner tone="error" className="m-3">
            {calls.error.message}
          </Banner>
        )}
        {calls.data ? <RecentCalls calls={calls.data.calls} /> : !calls.error && <Spinner label="Loading recent calls" />}
      </section>
    </Page>
  );
}
