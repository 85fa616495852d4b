import { FORMATS, FRAMEWORKS, type Folder, type Font } from '../../types';
import { useAvailableFonts } from './queries';
import { SelectField } from '../../ui/field';
import type { Fields } from './draft';
import { variantsFor } from './font-weights';
import { FolderField } from '../folders/folder-field';

const FRAMEWORK_LABEL = { NONE: 'Plain HTML', TAILWIND: 'Tailwind', BOOTSTRAP: 'Bootstrap', UIKIT: 'UIkit' } as const;

interface Props {
  fields: Fields;
  folders: Folder[];
  onChange(patch: Partial<Fields>): void;
}

/** Framework, paper, orientation, folder and fonts: beside the editors. */
export function SettingsPanel({ fields, folders, onChange }: Props) {
  return (
    <div className="space-y-3">
      {/* Two columns only where both fit whole ("Plain HTML", "Tabloid"): one in the wide editor's narrow side panel. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
        <SelectField label="Framework" value={fields.framework} onChange={(e) => onChange({ framework: e.target.value as Fields['framework'] })}>
          {FRAMEWORKS.map((f) => (
            <option key={f} value={f}>
              {FRAMEWORK_LABEL[f]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Format" value={fields.format} onChange={(e) => onChange({ format: e.target.value as Fields['format'] })}>
          {FORMATS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={fields.landscape} onChange={(e) => onChange({ landscape: e.target.checked })} className="h-4 w-4 accent-indigo-600" />
        Landscape
      </label>
      <FolderField folders={folders} value={fields.folderId} onChange={(folderId) => onChange({ folderId })} />
      <FontsPicker fonts={fields.fonts} body={fields.body} onChange={(fonts) => onChange({ fonts })} />
    </div>
  );
}

/** Fonts from GET /v1/fonts: the weights the API lists (a new font comes with those the template uses), and one main font (master). */
function FontsPicker({ fonts, body, onChange }: { fonts: Font[]; body: string; onChange(fonts: Font[]): void }) {
  const available = useAvailableFonts();
  const unused = (available.data ?? []).filter((a) => !fonts.some((f) => f.name === a.name));
  const set = (i: number, f: Font) => onChange(fonts.map((x, j) => (j === i ? f : x)));

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Fonts</legend>
      {fonts.length === 0 && <p className="text-xs text-slate-500">No font chosen: the framework's default stack.</p>}
      {fonts.map((f, i) => {
        const weights = available.data?.find((a) => a.name === f.name)?.weights ?? f.variants;
        return (
          <div key={f.name} className="rounded-md border border-slate-200 p-2" role="group" aria-label={`Font ${f.name}`}>
            <div className="flex items-center gap-2">
              <span className="flex-1 text-sm font-medium">{f.name}</span>
              <label className="flex items-center gap-1 text-xs text-slate-600">
                <input
                  type="radio"
                  name="master-font"
                  checked={!!f.master}
                  onChange={() => onChange(fonts.map((x) => ({ ...x, master: x.name === f.name })))}
                />
                Main font
              </label>
              <button
                type="button"
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(fonts.filter((_, j) => j !== i))}
                className="rounded px-1.5 text-slate-500 hover:bg-slate-100"
              >
                ×
              </button>
            </div>
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {weights.map((w) => (
                <label key={w} className="flex items-center gap-1 text-xs text-slate-600">
                  <input
                    type="checkbox"
                    checked={f.variants.includes(w)}
                    onChange={(e) => set(i, { ...f, variants: e.target.checked ? [...f.variants, w].sort() : f.variants.filter((v) => v !== w) })}
                  />
                  {w}
                </label>
              ))}
            </div>
          </div>
        );
      })}
      {unused.length > 0 && (
        <select
          aria-label="Add a font"
          value=""
          className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          onChange={(e) => {
            const a = unused.find((u) => u.name === e.target.value);
            if (a) onChange([...fonts, { name: a.name, variants: variantsFor(body, a.weights), master: fonts.length === 0 }]);
          }}
        >
          <option value="">Add a font…</option>
          {unused.map((a) => (
            <option key={a.name} value={a.name}>
              {a.name}
            </option>
          ))}
        </select>
      )}
    </fieldset>
  );
}
