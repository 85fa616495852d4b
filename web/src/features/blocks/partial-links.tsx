import { Link } from 'wouter';
import { usePartials } from './queries';

const INCLUDE = /\{\{~?#?>\s*(?:"([^"]+)"|([^\s}~"(]+))/g;

/** The partials a template includes, each a link that opens it in the editor. */
export function PartialLinks({ body }: { body: string }) {
  const partials = usePartials();
  const used = new Set([...body.matchAll(INCLUDE)].map((m) => m[1] ?? m[2]));
  const found = (partials.data ?? []).filter((p) => used.has(p.name));
  if (found.length === 0) return null;
  return (
    <nav aria-label="Partials used" className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-3 py-1 text-xs">
      <span className="text-slate-500">Partials:</span>
      {found.map((p) => (
        <Link key={p.id} href={`/documents/${p.id}`} className="font-medium text-indigo-700 underline" aria-label={`Open partial ${p.name}`}>
          {p.name}
        </Link>
      ))}
    </nav>
  );
}
