import { duration } from './expiry';

/** An API key's retention, shown beside its name: every file it renders is deleted after this long. */
export function RetentionBadge({ retention }: { retention: { ttlSeconds: number } | null | undefined }) {
  if (!retention) return null;
  return (
    <span
      className="inline-block rounded bg-sky-50 px-1.5 py-0.5 text-xs font-normal text-sky-900"
      title="Every file this key renders is deleted after this long"
    >
      Files kept {duration(retention.ttlSeconds)}
    </span>
  );
}
