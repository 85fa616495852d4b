import { useQuery } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import { versionsKey } from './queries';

export type DiffSide = number | 'published' | 'draft';

export interface RenderedDiffAnswer {
  changes: { page: number; changedRatio: number; image: string }[];
  pageCount: { from: number; to: number };
  textDiff: string;
}

/** POST /v1/documents/{id}/diff: both sides rendered with one sample, compared page by page. */
function diffDocument(id: number, body: { from: DiffSide; to: DiffSide; sample?: string }): Promise<RenderedDiffAnswer> {
  return ok(api.POST('/v1/documents/{id}/diff', { ...idParam(id), body }));
}

export function useRenderedDiff(docId: number, from: DiffSide, to: DiffSide, sample: string | null, stamp = '') {
  return useQuery({
    queryKey: [...versionsKey(docId), 'rendered', from, to, sample, stamp],
    queryFn: () => diffDocument(docId, { from, to, ...(sample !== null && { sample }) }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const changedPages = (d: RenderedDiffAnswer) => d.changes.filter((c) => c.changedRatio > 0);

const percent = (r: number) => (r >= 0.995 ? '100 %' : r < 0.001 ? '< 0.1 %' : `${(r * 100).toFixed(1)} %`);

/**
 * How many pages changed, and each changed page as the new page with its changed pixels in red
 * (the API's image); the page text's unified diff folded away below.
 */
export function RenderedDiff({
  docId,
  from,
  to,
  sample,
  stamp,
  label,
}: {
  docId: number;
  from: DiffSide;
  to: DiffSide;
  sample: string | null;
  /** Changes when the draft does (its updatedAt): the comparison is made again. */
  stamp?: string;
  /** The region's name, e.g. "Default sample: rendered changes". */
  label: string;
}) {
  const diff = useRenderedDiff(docId, from, to, sample, stamp);
  if (diff.isPending) return <Spinner label="Rendering both versions" />;
  if (diff.error) return <Banner tone="error">{diff.error.message}</Banner>;
  const d = diff.data;
  const changed = changedPages(d);
  const total = d.changes.length;
  return (
    <section aria-label={label} className="space-y-2">
      <p className="text-sm text-slate-700" role="status">
        {changed.length === 0 ? (
          <>No page changed ({total === 1 ? '1 page' : `${total} pages`}).</>
        ) : (
          <>
            <strong>
              {changed.length} of {total} {total === 1 ? 'page' : 'pages'} changed
            </strong>
            {d.pageCount.from !== d.pageCount.to && (
              <>
                {' '}
                · {d.pageCount.from} → {d.pageCount.to} pages
              </>
            )}
          </>
        )}
      </p>
      {changed.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
          {changed.map((c) => (
            <li key={c.page}>
              <figure className="space-y-1">
                <a href={c.image} target="_blank" rel="noopener" className="block">
                  <img
                    src={c.image}
                    alt={`Page ${c.page}, changed parts in red`}
                    className="paper aspect-[210/297] w-full rounded border border-slate-300 bg-white object-contain"
                  />
                </a>
                <figcaption className="text-xs text-slate-600">
                  Page {c.page} · {percent(c.changedRatio)} changed
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {d.textDiff.includes('\n@@') && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-700">Text changes</summary>
          <pre className="mt-1 max-h-60 overflow-auto rounded border border-slate-200 p-2 font-mono whitespace-pre-wrap">
            {d.textDiff
              .split('\n')
              .filter((l) => !l.startsWith('---') && !l.startsWith('+++') && !l.startsWith('===') && !l.startsWith('Index'))
              .map((l, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
                  key={i}
                  className={`block ${l.startsWith('+') ? 'bg-emerald-50 text-emerald-900' : l.startsWith('-') ? 'bg-red-50 text-red-900' : l.startsWith('@@') ? 'text-slate-500' : ''}`}
                >
                  {l || ' '}
                </span>
              ))}
          </pre>
        </details>
      )}
    </section>
  );
}
