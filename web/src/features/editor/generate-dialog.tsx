import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ok } from '../../quire';
import { SelectField } from '../../ui/field';
import { ProblemList, Warnings, warningsOf } from '../variables/render-notes';
import { parseVariables } from './draft';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { CopyButton } from '../../ui/copy-button';
import { WhichVersion } from '../versions/which-version';

interface Props {
  /** Says which version the API renders (versions/which-version.tsx). */
  docId?: number;
  uuid: string;
  /** The default sample (name null) and the named ones, as typed. */
  samples: { name: string | null; text: string }[];
  /** The index into `samples` chosen first: the one the preview shows. */
  sample: number;
  dirty: boolean;
  /** Saves first when there are unsaved changes: generation renders the saved document. */
  save(): Promise<boolean>;
  onClose(): void;
}

/**
 * POST /v1/generate with a sample's variables: one credit, said before; the URL after, with
 * the variables the template read but did not get (MISSING_VARIABLE). A schema violation
 * (VARIABLES_INVALID) lists every problem.
 */
export function GenerateDialog({ docId, uuid, samples, sample, dirty, save, onClose }: Props) {
  const qc = useQueryClient();
  const [chosen, setChosen] = useState(Math.min(sample, samples.length - 1));
  const variables = parseVariables(samples[chosen]?.text ?? '{}');
  const account = useQuery({ queryKey: ['me', 'usage'], queryFn: () => ok(api.GET('/v1/me')) });
  const generate = useMutation({
    mutationFn: async () => {
      if (dirty && !(await save())) throw new Error('The document could not be saved, so nothing was generated.');
      return ok(api.POST('/v1/generate', { body: { documentId: uuid, variables: variables ?? {} } }));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['me', 'usage'] }),
  });
  const remaining = account.data?.usage.generation.remaining;

  if (generate.data) {
    const url = generate.data.url;
    return (
      <Dialog title="PDF generated" open onClose={onClose} onSubmit={onClose} submitLabel="Done" done>
        <label className="block text-sm font-medium text-slate-700" htmlFor="generated-url">
          URL
        </label>
        <input
          id="generated-url"
          readOnly
          value={url}
          className="w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <div className="flex gap-2">
          <CopyButton text={url} label="Copy URL" />
          <a
            href={url}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            Open
          </a>
        </div>
        <p className="text-xs text-slate-500">The file stays at this URL until it is deleted.</p>
        <Warnings warnings={warningsOf(generate.data)} />
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Generate PDF"
      open
      onClose={onClose}
      onSubmit={() =>
        generate.mutateAsync().then(
          () => undefined,
          () => undefined,
        )
      }
      submitLabel={dirty ? 'Save and generate' : 'Generate'}
      busy={generate.isPending || variables === null}
    >
      {generate.error && (
        <Banner tone="error">
          {generate.error.message}
          <ProblemList error={generate.error} />
        </Banner>
      )}
      {samples.length > 1 && (
        <SelectField label="Test data" value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
          {samples.map((s, i) => (
            <option key={i} value={i}>
              {s.name ?? 'Default sample'}
            </option>
          ))}
        </SelectField>
      )}
      {variables === null && <Banner tone="error">The sample variables are not valid JSON: fix them first.</Banner>}
      <p className="text-sm text-slate-700">
        Renders the saved document with {samples.length > 1 ? 'these' : 'the sample'} variables and stores the PDF at a permanent URL. This uses{' '}
        <strong>1 generation credit</strong>
        {remaining !== undefined && <> ({remaining} left this period)</>}.
      </p>
      {dirty && <p className="text-sm text-amber-800">You have unsaved changes: they are saved first.</p>}
      {docId !== undefined && <WhichVersion docId={docId} />}
    </Dialog>
  );
}
