import { duration } from './expiry';

/** The choices offered; any other value set through the API shows as itself. */
const PRESETS = [3600, 86_400, 7 * 86_400, 30 * 86_400, 365 * 86_400];

type Retention = { ttlSeconds: number } | null;

/**
 * How long each file is kept before Quire deletes it (a document's or an API key's retention):
 * "Keep until deleted" (null) or a time to live (docs/files.md).
 */
export function RetentionSelect({ value, onChange, label = 'Delete files after' }: { value: Retention; onChange(value: Retention): void; label?: string }) {
  const seconds = value?.ttlSeconds ?? null;
  const options = seconds !== null && !PRESETS.includes(seconds) ? [...PRESETS, seconds].sort((a, b) => a - b) : PRESETS;
  return (
    <label className="block text-xs text-slate-600">
      {label}
      <select
        value={seconds ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : { ttlSeconds: Number(e.target.value) })}
        className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      >
        <option value="">Keep until deleted</option>
        {options.map((s) => (
          <option key={s} value={s}>
            {duration(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
