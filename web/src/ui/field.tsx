import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const INPUT =
  'w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm shadow-xs focus:border-indigo-500 focus:outline-2 focus:outline-indigo-200';

/** A label above its control; `control` gets the id the label points at. */
function Labelled({ label, className, control }: { label: string; className: string; control(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control(id)}
    </div>
  );
}

export function TextField({ label, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return <Labelled label={label} className={className} control={(id) => <input id={id} className={INPUT} {...props} />} />;
}

export function SelectField({ label, className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  return (
    <Labelled
      label={label}
      className={className}
      control={(id) => (
        <select id={id} className={INPUT} {...props}>
          {children}
        </select>
      )}
    />
  );
}
