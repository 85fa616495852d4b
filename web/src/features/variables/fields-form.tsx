import { useEffect, useId, useState } from 'react';
import { emptyOf, kindOf, resolve, type Schema } from './schema';

type Value = Record<string, unknown>;
/** A sample's problems by dotted path (`items.0.price`), as the API reports them. */
export type Problems = ReadonlyMap<string, string>;

const INPUT = 'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200';
const SMALL_BUTTON = 'rounded-md border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50';

interface Props {
  schema: Schema;
  value: Value;
  onChange(value: Value): void;
  problems?: Problems;
}

/**
 * Test data as a form: one input for each property of the schema (text, number, date, yes/no,
 * a choice, lists with add/remove rows, nested groups); required ones are marked. Every edit
 * hands back the whole variables object, so the JSON view and the preview follow.
 */
export function FieldsForm({ schema, value, onChange, problems = new Map() }: Props) {
  const root = resolve(schema, schema);
  if (!root.properties || Object.keys(root.properties).length === 0) {
    return <p className="p-3 text-sm text-slate-600">The schema names no properties: there is nothing to fill in. Edit the schema or use the JSON view.</p>;
  }
  return (
    <div className="space-y-3 p-3" role="group" aria-label="Fields">
      <ObjectFields schema={root} root={schema} value={value} path="" onChange={(v) => onChange(v as Value)} problems={problems} />
    </div>
  );
}

interface FieldProps {
  schema: Schema;
  root: Schema;
  value: unknown;
  /** Dotted, as in the API's problems; '' for the top. */
  path: string;
  onChange(value: unknown): void;
  problems: Problems;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function ObjectFields({ schema, root, value, path, onChange, problems }: FieldProps) {
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? (value as Value) : {};
  const required = new Set(schema.required ?? []);
  const set = (key: string, v: unknown) => {
    const next = { ...obj };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, prop]) => (
        <Field
          key={key}
          name={key}
          required={required.has(key)}
          schema={prop}
          root={root}
          value={obj[key]}
          path={join(path, key)}
          onChange={(v) => set(key, v)}
          problems={problems}
        />
      ))}
    </>
  );
}

function Label({ id, name, title, required }: { id: string; name: string; title?: string; required: boolean }) {
  return (
    <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-700">
      {title ?? name}
      {required && (
        <span className="ml-0.5 text-red-700" title="Required">
          *
        </span>
      )}
    </label>
  );
}

function Problem({ path, problems }: { path: string; problems: Problems }) {
  const p = problems.get(path);
  return p ? <p className="mt-0.5 text-xs text-red-700">{p}</p> : null;
}

function Field({ name, required, ...f }: FieldProps & { name: string; required: boolean }) {
  const id = useId();
  const s = resolve(f.schema, f.root);
  const kind = kindOf(s, f.value);
  const label = s.title ?? name;
  const hint = s.description ? <p className="mt-0.5 text-xs text-slate-500">{s.description}</p> : null;

  if (kind === 'object') {
    return (
      <fieldset className="rounded-md border border-slate-200 p-2">
        <legend className="px-1 text-xs font-semibold text-slate-700">
          {label}
          {required && (
            <span className="ml-0.5 text-red-700" title="Required">
              *
            </span>
          )}
        </legend>
        {hint}
        <div className="space-y-2">
          <ObjectFields {...f} schema={s} />
        </div>
        <Problem path={f.path} problems={f.problems} />
      </fieldset>
    );
  }
  if (kind === 'array') return <ListField {...f} schema={s} label={label} required={required} />;
  if (kind === 'boolean') {
    return (
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={f.value === true} onChange={(e) => f.onChange(e.target.checked)} className="h-4 w-4 accent-indigo-600" />
          {label}
          {required && (
            <span className="text-red-700" title="Required">
              *
            </span>
          )}
        </label>
        {hint}
        <Problem path={f.path} problems={f.problems} />
      </div>
    );
  }
  return (
    <div>
      <Label id={id} name={name} title={s.title} required={required} />
      <Input id={id} kind={kind} schema={s} value={f.value} required={required} onChange={f.onChange} invalid={f.problems.has(f.path)} />
      {hint}
      <Problem path={f.path} problems={f.problems} />
    </div>
  );
}

function Input({
  id,
  kind,
  schema,
  value,
  required,
  onChange,
  invalid,
}: {
  id: string;
  kind: string;
  schema: Schema;
  value: unknown;
  required: boolean;
  onChange(v: unknown): void;
  invalid: boolean;
}) {
  const common = { id, required, 'aria-invalid': invalid || undefined, className: `${INPUT} ${invalid ? 'border-red-400' : ''}` };
  if (kind === 'enum') {
    const options = schema.enum ?? [];
    return (
      <select
        {...common}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : options.find((o) => String(o) === e.target.value))}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  }
  if (kind === 'number' || kind === 'integer') {
    return <NumberInput common={common} integer={kind === 'integer'} value={typeof value === 'number' ? value : undefined} onChange={onChange} />;
  }
  if (kind === 'date') {
    return (
      <input
        {...common}
        type="date"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    );
  }
  if (kind === 'json') return <JsonInput common={common} value={value} onChange={onChange} />;
  return (
    <input
      {...common}
      type="text"
      value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type Common = { id: string; required: boolean; className: string; 'aria-invalid'?: boolean };

/** Keeps what is typed ("1.", "-") while it is not a number yet; a number is handed on at once. */
function NumberInput({ common, integer, value, onChange }: { common: Common; integer: boolean; value: number | undefined; onChange(v: unknown): void }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((t) => (Number(t) === value && t.trim() !== '' ? t : value === undefined ? '' : String(value)));
  }, [value]);
  return (
    <input
      {...common}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        if (t.trim() === '') onChange(undefined);
        else if (Number.isFinite(Number(t))) onChange(integer ? Math.trunc(Number(t)) : Number(t));
      }}
    />
  );
}

/** A value the form has no input for (a union, a free-form object): its JSON, applied once it parses. */
function JsonInput({ common, value, onChange }: { common: Common; value: unknown; onChange(v: unknown): void }) {
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value));
  const [bad, setBad] = useState(false);
  return (
    <>
      <input
        {...common}
        className={`${common.className} font-mono`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') return onChange(undefined);
          try {
            onChange(JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <p className="mt-0.5 text-xs text-amber-800">Not JSON yet: the value is kept as it was.</p>}
    </>
  );
}

function ListField({ schema, root, value, path, onChange, problems, label, required }: FieldProps & { label: string; required: boolean }) {
  const rows = Array.isArray(value) ? value : [];
  const items = resolve(schema.items, root);
  const itemKind = kindOf(items, rows[0]);
  const setRow = (i: number, v: unknown) => onChange(rows.map((r, j) => (j === i ? v : r)));
  return (
    <fieldset className="rounded-md border border-slate-200 p-2" aria-label={label}>
      <legend className="px-1 text-xs font-semibold text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" title="Required">
            *
          </span>
        )}
        <span className="ml-1 font-normal text-slate-500">({rows.length})</span>
      </legend>
      {schema.description && <p className="mb-1 text-xs text-slate-500">{schema.description}</p>}
      <ol className="space-y-2">
        {rows.map((row, i) => (
          <li key={i} role="group" aria-label={`${label} ${i + 1}`} className="flex items-start gap-2 rounded-md bg-slate-50 p-2">
            <span className="mt-1 w-5 shrink-0 text-right text-xs text-slate-500" aria-hidden>
              {i + 1}
            </span>
            <div className="min-w-0 flex-1 space-y-2">
              {itemKind === 'object' ? (
                <ObjectFields schema={items} root={root} value={row} path={join(path, i)} onChange={(v) => setRow(i, v)} problems={problems} />
              ) : (
                <RowInput
                  kind={itemKind}
                  schema={items}
                  value={row}
                  label={`${label} ${i + 1}`}
                  onChange={(v) => setRow(i, v)}
                  invalid={problems.has(join(path, i))}
                />
              )}
              <Problem path={join(path, i)} problems={problems} />
            </div>
            <button type="button" aria-label={`Remove ${label} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))} className={SMALL_BUTTON}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...rows, emptyOf(items, root)])} className={`mt-2 ${SMALL_BUTTON}`} aria-label={`Add to ${label}`}>
        + Add row
      </button>
      <Problem path={path} problems={problems} />
    </fieldset>
  );
}

function RowInput({
  kind,
  schema,
  value,
  label,
  onChange,
  invalid,
}: {
  kind: string;
  schema: Schema;
  value: unknown;
  label: string;
  onChange(v: unknown): void;
  invalid: boolean;
}) {
  const id = useId();
  if (kind === 'boolean') {
    return (
      <input
        type="checkbox"
        aria-label={label}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-4 w-4 accent-indigo-600"
      />
    );
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} kind={kind} schema={schema} value={value} required={false} onChange={(v) => onChange(v ?? null)} invalid={invalid} />
    </>
  );
}
