interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's value and visible name, in order. */
  tabs: Record<NoInfer<T>, string>;
  value: T;
  onChange(tab: NoInfer<T>): void;
  className: string;
  tabClassName(selected: boolean): string;
}

/** A row of tabs (role tablist): one button a tab, the chosen one selected. */
export function Tabs<T extends string>({ label, tabs, value, onChange, className, tabClassName }: TabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {(Object.keys(tabs) as T[]).map((t) => (
        <button key={t} type="button" role="tab" aria-selected={value === t} onClick={() => onChange(t)} className={tabClassName(value === t)}>
          {tabs[t]}
        </button>
      ))}
    </div>
  );
}
