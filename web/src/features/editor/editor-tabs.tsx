export type EditorTab = 'template' | 'variables' | 'preview' | 'settings' | 'assistant';

const TABS: { tab: EditorTab; label: string; controls: string }[] = [
  { tab: 'template', label: 'Template', controls: 'editor-template' },
  { tab: 'variables', label: 'Variables', controls: 'editor-variables' },
  { tab: 'preview', label: 'Preview', controls: 'editor-preview' },
  { tab: 'settings', label: 'Settings', controls: 'editor-settings' },
  { tab: 'assistant', label: 'Assistant', controls: 'editor-settings' },
];

/** On a phone the editor's regions are tabs: each one gets the whole height. */
export function EditorTabs({ tab, onChange, templateError }: { tab: EditorTab; onChange(t: EditorTab): void; templateError: boolean }) {
  return (
    <div role="tablist" aria-label="Editor" className="flex shrink-0 border-b border-slate-200 bg-white text-sm">
      {TABS.map((t) => (
        <button
          key={t.tab}
          type="button"
          role="tab"
          aria-selected={tab === t.tab}
          aria-controls={t.controls}
          onClick={() => onChange(t.tab)}
          className={`min-w-0 flex-1 truncate px-1 py-2 font-medium ${tab === t.tab ? 'border-b-2 border-indigo-600 text-indigo-700' : 'text-slate-600'}`}
        >
          {t.label}
          {t.tab === 'preview' && templateError && (
            <span className="ml-1 text-red-700" aria-label="(template error)">
              ●
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
