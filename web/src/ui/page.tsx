import type { ReactNode } from 'react';

/** A surface on the page (tables, charts, panels): the same in both themes via the palette. */
export const CARD = 'rounded-lg border border-slate-200 bg-white text-slate-900';

interface PageProps {
  title: ReactNode;
  /** Buttons on the title's line (New document, Create key, Upload). */
  actions?: ReactNode;
  /** One line under the title saying what the page is for. */
  intro?: ReactNode;
  /** The h1's id, for a section labelled by it. */
  titleId?: string;
  children: ReactNode;
}

/** Every page of the dashboard: a centred column, the title with its actions, an intro line, the content. */
export function Page({ title, actions, intro, titleId, children }: PageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 id={titleId} className="mr-auto min-w-0 truncate text-xl font-semibold">
          {title}
        </h1>
        {actions}
      </div>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      {children}
    </div>
  );
}

/** What a page shows when it has nothing yet: a dashed box with what to do next. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <h2 className="font-medium text-slate-800">{title}</h2>
      {children && <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{children}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
