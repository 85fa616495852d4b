import { LocaleSelect } from './locale-select';
import { useStarters } from './queries';

/** "Blank" or a starter, each a radio with its thumbnail. `value` null is Blank. */
export function StarterPicker({
  value,
  onChange,
  locale,
  onLocale,
}: {
  value: string | null;
  onChange(id: string | null): void;
  /** The sample language of the chosen starter (null: its first). */
  locale: string | null;
  onLocale(locale: string | null): void;
}) {
  const starters = useStarters();
  const chosen = starters.data?.find((s) => s.id === value);
  const card = (id: string | null, label: string, thumb: string | null) => (
    <label
      key={id ?? 'blank'}
      className="flex cursor-pointer flex-col items-center gap-1 rounded-md border border-slate-200 p-1.5 text-xs has-checked:border-indigo-500 has-checked:ring-2 has-checked:ring-indigo-200"
    >
      <input
        type="radio"
        name="starter"
        className="sr-only"
        checked={value === id}
        onChange={() => {
          onChange(id);
          onLocale(null);
        }}
        aria-label={label}
      />
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
      {chosen && chosen.locales.length > 1 && (
        // biome-ignore lint/a11y/noLabelWithoutControl: LocaleSelect is the <select> the label holds
        <label className="mt-2 flex items-center gap-2 text-sm">
          Sample language
          <LocaleSelect
            locales={chosen.locales}
            value={locale ?? chosen.locales[0]}
            onChange={(e) => onLocale(e.target.value)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          />
        </label>
      )}
    </fieldset>
  );
}
