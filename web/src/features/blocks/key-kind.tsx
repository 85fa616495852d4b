import type { KeyKind } from './quire';

/** Live or test: a test key renders for free, with a TEST watermark. */
export function KeyKindField({ value, onChange }: { value: KeyKind; onChange(kind: KeyKind): void }) {
  const option = (kind: KeyKind, label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50">
      <input type="radio" name="key-kind" value={kind} checked={value === kind} onChange={() => onChange(kind)} className="mt-0.5" />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Kind</legend>
      {option('live', 'Live', 'tk_live_…: renders cost one credit each.')}
      {option('test', 'Test', 'tk_test_…: free renders with a TEST watermark, counted apart.')}
    </fieldset>
  );
}

export function KeyKindBadge({ kind }: { kind?: string }) {
  if (kind !== 'test') return <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800">Live</span>;
  return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">Test</span>;
}
