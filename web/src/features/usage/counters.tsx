import type { Counter } from '../../types';
import { periodRange } from './format';
import { KIND_LABEL, usageOf } from './levels';

const BAR = { normal: 'bg-indigo-500', warning: 'bg-amber-500', exhausted: 'bg-red-600' };

/** One credit counter in full: used, included, top-up, remaining, the period, and a meter. */
export function CounterCard({ kind, c }: { kind: 'generation' | 'ai'; c: Counter }) {
  const u = usageOf(c);
  const rows: [string, number][] = [
    ['Used', c.used],
    ['Included this month', c.included],
    ['Top-up', c.topUp],
    ['Remaining', c.remaining],
  ];
  return (
    <section aria-label={KIND_LABEL[kind]} className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900">
      <h3 className="text-sm font-medium text-slate-900">{KIND_LABEL[kind]}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium tabular-nums text-slate-900">{value.toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      {u ? (
        <div className="mt-3">
          <meter
            className="sr-only"
            min={0}
            max={100}
            low={80}
            high={99.99}
            optimum={0}
            value={Math.min(100, u.percent)}
            aria-label={`${KIND_LABEL[kind]} used`}
          />
          <div aria-hidden className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div className={`h-full ${BAR[u.level]} ${widthClass(u.percent)}`} />
          </div>
          <p className="mt-1 text-xs text-slate-500">{Math.floor(u.percent)} % used</p>
        </div>
      ) : (
        <p className="mt-3 text-xs text-slate-500">None included on this plan.</p>
      )}
      <p className="mt-2 text-xs text-slate-500">Period {periodRange(c.periodStart, c.periodEnd)} (UTC); top-ups never expire.</p>
    </section>
  );
}

// Widths as classes in steps of 5 %: no inline style attribute, which the pages' CSP refuses.
const WIDTHS = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
];
const widthClass = (percent: number) => WIDTHS[Math.min(20, Math.max(0, Math.round(percent / 5)))];
