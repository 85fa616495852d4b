import { useState, type KeyboardEvent } from 'react';
import type { DailyUsage } from '../../types';
import { longDay, plural, shortDay } from './format';
import { useWidth } from './use-width';

const HEIGHT = 220;
const M = { top: 12, right: 8, bottom: 26, left: 40 };

/** 1, 2 or 5 times a power of ten: axis steps a person reads at a glance. */
function niceStep(raw: number): number {
  const pow = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
}

/**
 * Calls per UTC day as bars, the errors among them in red at each bar's foot. Plain SVG drawn
 * at the element's real width; hover, tap or the arrow keys show a day's numbers.
 */
export function DailyChart({ days }: { days: DailyUsage[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(4, ...days.map((d) => d.calls));
  const step = niceStep(max / 4);
  const top = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const plotW = width - M.left - M.right;
  const plotH = HEIGHT - M.top - M.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const labelEvery = Math.ceil(days.length / Math.max(2, Math.floor(plotW / 56)));
  const totalCalls = days.reduce((s, d) => s + d.calls, 0);
  const totalErrors = days.reduce((s, d) => s + d.errors, 0);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      const d = e.key === 'ArrowLeft' ? -1 : 1;
      setActive((i) => Math.min(days.length - 1, Math.max(0, (i ?? days.length) + d)));
    } else if (e.key === 'Escape') setActive(null);
  };
  const shown = active === null ? null : days[active];

  return (
    <figure className="m-0">
      <figcaption className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-900">Calls per day, last {days.length} days</span>
        <span>
          {plural(totalCalls, 'call')}, {plural(totalErrors, 'error')}
        </span>
        <span className="ml-auto flex items-center gap-3 text-xs">
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-sm bg-indigo-500" />
            Calls
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-sm bg-red-500" />
            Errors (status ≥ 400)
          </span>
        </span>
      </figcaption>
      <div
        ref={ref}
        className="relative outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        tabIndex={0}
        role="group"
        aria-label={`Chart of calls and errors per day; use the arrow keys to read each day`}
        onKeyDown={onKey}
        onMouseLeave={() => setActive(null)}
        onBlur={() => setActive(null)}
      >
        <svg width={width} height={HEIGHT} className="block select-none" aria-hidden>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={M.left} x2={width - M.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" strokeWidth={1} />
              <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} className="fill-slate-500">
                {t.toLocaleString('en')}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = M.left + i * slot + (slot - barW) / 2;
            return (
              <g key={d.date} data-date={d.date} data-calls={d.calls} data-errors={d.errors} onMouseEnter={() => setActive(i)} onClick={() => setActive(i)}>
                {/* The whole column is the hover target, so small bars are easy to reach. */}
                <rect x={M.left + i * slot} y={M.top} width={slot} height={plotH} className={active === i ? 'fill-slate-100' : 'fill-transparent'} />
                <rect x={x} y={y(d.calls)} width={barW} height={y(0) - y(d.calls)} rx={1.5} className="fill-indigo-500" />
                {d.errors > 0 && <rect x={x} y={y(d.errors)} width={barW} height={y(0) - y(d.errors)} rx={1.5} className="fill-red-500" />}
                {i % labelEvery === (days.length - 1) % labelEvery && (
                  <text x={M.left + i * slot + slot / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} className="fill-slate-500">
                    {i === days.length - 1 ? 'Today' : shortDay(d.date)}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={M.left} x2={width - M.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" strokeWidth={1} />
        </svg>
        {shown && active !== null && (
          <div
            role="tooltip"
            className="pointer-events-none absolute z-10 -translate-x-1/2 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs whitespace-nowrap text-slate-800 shadow-lg"
            style={{ left: Math.min(width - 70, Math.max(70, M.left + active * slot + slot / 2)), top: Math.max(0, y(shown.calls) - 58) }}
          >
            <div className="font-medium">
              {longDay(shown.date)}
              {active === days.length - 1 ? ' (today)' : ''}
            </div>
            <div>
              {plural(shown.calls, 'call')} · {plural(shown.errors, 'error')}
            </div>
          </div>
        )}
      </div>
      {/* The same numbers for screen readers. */}
      <table className="sr-only">
        <caption>Calls and errors per UTC day</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Calls</th>
            <th>Errors</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.calls}</td>
              <td>{d.errors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
