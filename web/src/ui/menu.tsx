import { useEffect, useRef, useState, type ReactNode } from 'react';

interface MenuProps {
  /** The trigger's accessible name ("Account", "Actions for Invoice"). */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
}

/** A small disclosure menu: a button that opens a list of menu items, closed by Escape or a click outside. */
export function Menu({ label, trigger, children, align = 'right' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {trigger}
      </button>
      {open && (
        <div
          role="menu"
          aria-label={label}
          onClick={() => setOpen(false)}
          className={`absolute z-20 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** `checked` makes it one of a group's radio items (the theme). */
export function MenuItem({ onSelect, children, danger, checked }: { onSelect(): void; children: ReactNode; danger?: boolean; checked?: boolean }) {
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      onClick={onSelect}
      className={`block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 ${danger ? 'text-red-700' : 'text-slate-800'}`}
    >
      {checked !== undefined && (
        <span aria-hidden className="inline-block w-4">
          {checked ? '✓' : ''}
        </span>
      )}
      {children}
    </button>
  );
}
