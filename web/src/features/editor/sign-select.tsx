import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../../quire';
import type { DocumentSign } from './page-fields';

const input = 'w-full rounded-md border border-slate-300 px-2 py-1 text-sm';
const HOW_TO_ADD = 'An admin uploads one with POST /v1/signing-certificates (see docs/signing.md).';

/**
 * "Sign with": the document's default signature, one of the workspace's certificates (GET
 * /v1/signing-certificates) and a reason. Fields set through the API (location, timestamp, a
 * visible box) are kept when the certificate or reason changes. Without certificates, or when the
 * list cannot be read (an editor, no SECRETS_KEY), the select says so instead of offering nothing.
 */
export function SignSelect({ value, onChange }: { value: DocumentSign | null; onChange(value: DocumentSign | null): void }) {
  const list = useQuery({
    queryKey: ['signing-certificates'],
    queryFn: () => ok(api.GET('/v1/signing-certificates')).then((r) => r.certificates),
    retry: false,
  });
  const certificates = list.data ?? [];
  // A saved default whose certificate is not listed (deleted, or the list unreadable) stays choosable as itself.
  const unlisted = value && !certificates.some((c) => c.id === value.certificateId) ? value.certificateId : null;
  const note = list.isError
    ? `${list.error.message} ${HOW_TO_ADD}`
    : list.isSuccess && certificates.length === 0
      ? `No signing certificates yet. ${HOW_TO_ADD}`
      : null;
  const choose = (id: string) => onChange(id === '' ? null : { ...value, certificateId: id });
  return (
    <div className="space-y-1">
      <label className="block text-xs text-slate-600">
        Sign with
        <select
          value={value?.certificateId ?? ''}
          onChange={(e) => choose(e.target.value)}
          className={input}
          aria-describedby={note ? 'sign-with-note' : undefined}
        >
          <option value="">Not signed</option>
          {certificates.map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.name} (${c.subject}, until ${c.notAfter.slice(0, 10)})`}
            </option>
          ))}
          {unlisted && <option value={unlisted}>{`Certificate ${unlisted}`}</option>}
        </select>
      </label>
      {note && (
        <p id="sign-with-note" className="text-xs text-slate-500">
          {note}
        </p>
      )}
      {value && (
        <label className="block text-xs text-slate-600">
          Signature reason
          <input
            value={value.reason ?? ''}
            maxLength={200}
            placeholder="Invoice issued by Acme GmbH"
            onChange={(e) => {
              const { reason: _, ...rest } = value;
              onChange(e.target.value === '' ? rest : { ...rest, reason: e.target.value });
            }}
            className={input}
          />
        </label>
      )}
      <p className="text-xs text-slate-500">A render's own options.sign overrides this; options.sign null renders unsigned.</p>
    </div>
  );
}
