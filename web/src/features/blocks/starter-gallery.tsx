import { useStarters } from './queries';

/** An empty account's first screen: every starter, one click from a document. */
export function StarterGallery({ onPick }: { onPick(id: string): void }) {
  const starters = useStarters();
  if (!starters.data?.length) return null;
  return (
    <section aria-labelledby="gallery-title" className="mt-6">
      <h2 id="gallery-title" className="mb-3 text-base font-semibold">
        Start from a template
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {starters.data.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              onClick={() => onPick(s.id)}
              aria-label={`Start from ${s.name}`}
              className="flex w-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2 text-left hover:border-indigo-400"
            >
              <img src={s.thumbnailUrl} alt="" className="h-40 w-full rounded-sm bg-slate-50 object-contain" />
              <span className="text-sm font-medium text-slate-900">{s.name}</span>
              <span className="line-clamp-2 text-xs text-slate-500">{s.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
