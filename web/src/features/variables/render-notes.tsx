import { QuireError } from '../../quire';

export interface RenderWarning {
  code: string;
  path?: string;
}

/** The `warnings` of a render's answer (generate, a batch item); [] when it has none. */
export function warningsOf(answer: unknown): RenderWarning[] {
  const w = (answer as { warnings?: unknown } | null | undefined)?.warnings;
  return Array.isArray(w) ? (w as RenderWarning[]) : [];
}

/** MISSING_VARIABLE warnings: the template read these paths and the variables did not have them. */
export function Warnings({ warnings, compact = false }: { warnings: RenderWarning[]; compact?: boolean }) {
  if (warnings.length === 0) return null;
  const missing = warnings.filter((w) => w.code === 'MISSING_VARIABLE' && w.path);
  const other = warnings.filter((w) => !(w.code === 'MISSING_VARIABLE' && w.path));
  return (
    <div
      role="status"
      aria-label="Warnings"
      className={`rounded-md border border-amber-200 bg-amber-50 text-amber-900 ${compact ? 'px-2 py-1 text-xs' : 'px-3 py-2 text-sm'}`}
    >
      {missing.length > 0 && (
        <>
          <strong>{missing.length === 1 ? 'A variable was missing' : `${missing.length} variables were missing`}</strong>
          {compact ? (
            ': '
          ) : (
            <>
              {' '}
              —{' '}
              {missing.length === 1
                ? 'the template reads it, the variables did not have it, so it rendered empty: '
                : 'the template reads them, the variables did not have them, so they rendered empty: '}
            </>
          )}
          {missing.map((w, i) => (
            <span key={w.path}>
              {i > 0 && ', '}
              <code className="font-mono">{w.path}</code>
            </span>
          ))}
        </>
      )}
      {other.map((w, i) => (
        <div key={i}>
          {w.code}
          {w.path ? `: ${w.path}` : ''}
        </div>
      ))}
    </div>
  );
}

interface Problem {
  path: string;
  message: string;
  item?: number;
  row?: number;
}

/** The `problems` of a VARIABLES_INVALID answer, every one (the message named only the first). */
export function ProblemList({ error }: { error: unknown }) {
  if (!(error instanceof QuireError) || error.error !== 'VARIABLES_INVALID') return null;
  const problems = (error.body as { problems?: Problem[] } | undefined)?.problems ?? [];
  if (problems.length === 0) return null;
  return (
    <ul aria-label="Problems" className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
      {problems.map((p, i) => (
        <li key={i}>
          {p.row !== undefined ? `Row ${p.row}: ` : p.item !== undefined ? `Item ${p.item + 1}: ` : ''}
          {p.message}
        </li>
      ))}
    </ul>
  );
}
