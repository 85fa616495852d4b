import { useStarters } from './queries';

/** "Blank" or a starter, each a radio with its thumbnail. `value` null is Blank. */
export function StarterPicker({ value, onChange }: { value: string | null; onChange(id: string | null): void }) {
  const starters = useStarters();
  const card = (id: string | null, label: string, thumb: string | null) => (
    <label
      key={id ?? 'blank'}
      className="flex cursor-pointer flex-col items-center gap-1 rounded-md border border-slate-200 p-1.5 text-xs has-checked:border-indigo-500 has-checked:ring-2 has-checked:ring-indigo-200"
    >
      <input type="radio" name="starter" className="sr-only" checked={value === id} onChange={() => onChange(id)} aria-label={label} />
      {thumb ? (
        <img src={thumb} alt="" className="h-24 w-full rounded-sm border border-slate-100 bg-white object-contain" />
      ) : (
        <span className="flex h-24 w-full items-center justify-center rounded-sm border border-dashed border-slate-300 text-slate-400">Blank</span>
      )}
      <span className="font-medium">{label}</span>
    </label>
  );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">Start from</legend>
      <div className="grid max-h-80 grid-cols-3 gap-2 overflow-y-auto">
        {card(null, 'Blank', null)}
        {(starters.data ?? []).map((s) => card(s.id, s.name, s.thumbnailUrl))}
      </div>
    </fieldset>
  );
}
