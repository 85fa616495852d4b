import type { Margins, PageFields, PdfaLevel } from './page-fields';
import { RetentionSelect } from '../files/retention-select';
import { SignSelect } from './sign-select';

const DEFAULT_MARGINS: Margins = { top: 20, right: 15, bottom: 20, left: 15 };
const input = 'w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

/**
 * Header and footer (Handlebars, with {{pageNumber}} and {{totalPages}}), margins, the header on
 * page 1, and the PDF's metadata. Edits are part of the draft: the live preview follows them.
 */
export function PageSection({ page, onChange }: { page: PageFields; onChange(page: PageFields): void }) {
  const set = (patch: Partial<PageFields>) => onChange({ ...page, ...patch });
  const margin = (side: keyof Margins, value: string) =>
    set({ margins: { ...(page.margins ?? DEFAULT_MARGINS), [side]: Math.min(100, Math.max(0, Number(value) || 0)) } });
  const text = (key: 'title' | 'author' | 'subject' | 'keywords', label: string) => (
    <label className="block text-xs text-slate-600">
      {label}
      <input value={page[key] ?? ''} maxLength={1000} onChange={(e) => set({ [key]: e.target.value === '' ? null : e.target.value })} className={input} />
    </label>
  );
  const template = (key: 'header' | 'footer', label: string, placeholder: string) => (
    <label className="block text-xs text-slate-600">
      {label}
      <textarea value={page[key]} rows={2} onChange={(e) => set({ [key]: e.target.value })} className={`${input} font-mono`} placeholder={placeholder} />
    </label>
  );
  return (
    <section aria-label="Page" className="space-y-2 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-medium text-slate-700">Page</h3>
      {template('header', 'Header', '<div>Acme GmbH</div>')}
      {template('footer', 'Footer', 'Page {{pageNumber}} of {{totalPages}}')}
      <p className="text-xs text-slate-500">
        Handlebars with <code>{'{{pageNumber}}'}</code> and <code>{'{{totalPages}}'}</code>.
      </p>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={page.headerOnFirstPage}
          onChange={(e) => set({ headerOnFirstPage: e.target.checked })}
          className="h-4 w-4 accent-indigo-600"
        />
        Header on the first page
      </label>
      <fieldset>
        <legend className="text-xs text-slate-600">Margins (mm)</legend>
        <label className="flex items-center gap-2 text-xs text-slate-600">
          <input type="checkbox" checked={page.margins === null} onChange={(e) => set({ margins: e.target.checked ? null : DEFAULT_MARGINS })} />
          Default margins
        </label>
        {page.margins && (
          <div className="grid grid-cols-4 gap-1">
            {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
              <label key={side} className="text-xs whitespace-nowrap text-slate-600">
                <span className="capitalize">{side}</span>
                <input
                  type="number"
                  aria-label={`Margin ${side}`}
                  min={0}
                  max={100}
                  value={page.margins![side]}
                  onChange={(e) => margin(side, e.target.value)}
                  className={input}
                />
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {text('title', 'PDF title')}
      {text('author', 'PDF author')}
      {text('subject', 'PDF subject')}
      {text('keywords', 'PDF keywords')}
      <label className="block text-xs text-slate-600">
        Archival PDF (PDF/A)
        <select value={page.pdfa ?? ''} onChange={(e) => set({ pdfa: (e.target.value || null) as PdfaLevel | null })} className={input}>
          <option value="">None: a plain PDF</option>
          <option value="2b">PDF/A-2b</option>
          <option value="3b">PDF/A-3b (can carry an e-invoice)</option>
        </select>
      </label>
      <p className="text-xs text-slate-500">PDF/A files cannot have a password: a render that asks for one must send pdfa null.</p>
      <SignSelect value={page.sign} onChange={(sign) => set({ sign })} />
      <RetentionSelect value={page.retention} onChange={(retention) => set({ retention })} />
    </section>
  );
}
