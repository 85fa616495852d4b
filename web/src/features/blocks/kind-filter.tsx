export type KindFilter = 'all' | 'document' | 'partial';

/** Documents list: all, only documents, or only partials. */
export function KindFilterSelect({ value, onChange }: { value: KindFilter; onChange(kind: KindFilter): void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>Kind</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as KindFilter)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        <option value="all">All kinds</option>
        <option value="document">Documents</option>
        <option value="partial">Partials</option>
      </select>
    </label>
  );
}

export const matchesKind = (doc: object, kind: KindFilter): boolean => kind === 'all' || ((doc as { kind?: string }).kind ?? 'document') === kind;
