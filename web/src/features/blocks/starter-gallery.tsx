import { useState } from 'react';
import { oneLine } from './quire';
import { LocaleSelect } from './locale-select';
import { useStarters } from './queries';

/** An empty account's first screen: every starter, one click from a document, in the sample language chosen under it. */
export function StarterGallery({ onPick }: { onPick(id: string, locale: string): void }) {
  const starters = useStarters();
  const [locales, setLocales] = useState<Record<string, string>>({});
  if (!starters.data?.length) return null;
  return (
    <section aria-labelledby="gallery-title" className="mt-6">
      <h2 id="gallery-title" className="mb-3 text-base font-semibold">
        Start from a template
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {starters.data.map((s) => {
          const locale = locales[s.id] ?? s.locales[0]!;
          return (
            <li key={s.id} className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 hover:border-indigo-400">
              <button
                type="button"
                onClick={() => onPick(s.id, locale)}
                aria-label={`Start from ${s.name}`}
                title={s.description}
                className="flex w-full min-w-0 flex-col gap-2 text-left"
              >
                <img src={s.thumbnailUrl} alt="" className="h-40 w-full rounded-sm bg-slate-50 object-contain" />
                <span className="text-sm font-medium text-slate-900">{s.name}</span>
                <span className="truncate text-xs text-slate-500">{oneLine(s.description)}</span>
              </button>
              {s.locales.length > 1 && (
                <LocaleSelect
                  aria-label={`Sample language of ${s.name}`}
                  locales={s.locales}
                  value={locale}
                  onChange={(e) => setLocales({ ...locales, [s.id]: e.target.value })}
                  className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs text-slate-700"
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
