import type { Counter } from '../../types';
import { lastDay, longDay } from './format';
import { KIND_EFFECT, KIND_LABEL, usageOf, type Level } from './levels';
import { useCounters } from './queries';

const TONE: Record<Level, string> = {
  normal: 'border-slate-200 bg-slate-50 text-slate-700',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  exhausted: 'border-red-300 bg-red-50 text-red-950',
};
const RANK: Record<Level, number> = { normal: 0, warning: 1, exhausted: 2 };

/**
 * On every page, under the top bar: each credit counter as used / included (+ top-up) / left
 * with the period's end; amber from 80 % used, red at 100 %, with what happens next. A counter
 * with nothing included and nothing topped up is left out (no banner at all if both are).
 */
export function UsageBanner() {
  const me = useCounters();
  const usage = me.data?.usage;
  if (!usage) return null;
  const rows = (['generation', 'ai'] as const).flatMap((kind) => {
    const u = usageOf(usage[kind]);
    return u ? [{ kind, counter: usage[kind], ...u }] : [];
  });
  if (rows.length === 0) return null;
  const level = rows.reduce<Level>((worst, r) => (RANK[r.level] > RANK[worst] ? r.level : worst), 'normal');

  return (
    <div role="status" aria-label="Credit usage" data-level={level} className={`border-t px-3 py-1.5 text-xs sm:px-4 sm:text-sm ${TONE[level]}`}>
      {rows.map((r) => (
        <p key={r.kind} data-kind={r.kind} data-level={r.level} className="flex flex-wrap items-baseline gap-x-2">
          <CounterLine label={KIND_LABEL[r.kind]} c={r.counter} percent={r.percent} />
          {r.level !== 'normal' && <NextStep text={nextStep(r.kind, r.level, r.counter)} date={longDay(r.counter.periodEnd)} />}
        </p>
      ))}
    </div>
  );
}

function CounterLine({ label, c, percent }: { label: string; c: Counter; percent: number }) {
  return (
    <span>
      <span className="font-medium">{label}:</span> {c.used.toLocaleString('en')} used of {c.included.toLocaleString('en')}
      {c.topUp > 0 && <> + {c.topUp.toLocaleString('en')} top-up</>} ({Math.floor(percent)} %) · {c.remaining.toLocaleString('en')} left · period ends{' '}
      <span className="whitespace-nowrap">{lastDay(c.periodEnd)}</span>
    </span>
  );
}

/** The step's sentence, its date kept on one line ("Dec 1, 2026", never "Dec / 1, 2026"). */
function NextStep({ text, date }: { text: string; date: string }) {
  const [before, after] = text.split(date);
  return (
    <span className="font-medium">
      {before}
      {after !== undefined && (
        <>
          <span className="whitespace-nowrap">{date}</span>
          {after}
        </>
      )}
    </span>
  );
}

function nextStep(kind: 'generation' | 'ai', level: Level, c: Counter): string {
  const until = `until the period renews on ${longDay(c.periodEnd)} or credits are topped up`;
  return level === 'exhausted'
    ? `None left: ${KIND_EFFECT[kind]} ${until}.`
    : `${c.remaining.toLocaleString('en')} left: when they run out, ${KIND_EFFECT[kind]} ${until}.`;
}
