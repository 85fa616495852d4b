/** Seven daily counts as small bars, oldest first; the numbers are its accessible name. */
export function Sparkline({ values }: { values: number[] }) {
  const w = 70;
  const h = 22;
  const max = Math.max(1, ...values);
  const slot = w / values.length;
  const total = values.reduce((s, v) => s + v, 0);
  return (
    <svg
      width={w}
      height={h}
      role="img"
      aria-label={`Calls in the last 7 days, oldest first: ${values.join(', ')} (${total} in all)`}
      data-usage={values.join(',')}
      className="block"
    >
      <line x1={0} x2={w} y1={h - 0.5} y2={h - 0.5} className="stroke-slate-300" />
      {values.map((v, i) => {
        const bh = v === 0 ? 0 : Math.max(2, (v / max) * (h - 2));
        return (
          <rect
            key={i}
            x={i * slot + 1}
            y={h - 1 - bh}
            width={slot - 2}
            height={bh}
            rx={1}
            className={i === values.length - 1 ? 'fill-indigo-600' : 'fill-indigo-300'}
          />
        );
      })}
    </svg>
  );
}
