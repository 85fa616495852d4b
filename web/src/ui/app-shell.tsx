import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { signOut } from '../features/auth/session-calls';
import { ME_KEY } from '../features/auth/require-session';
import { useNavPages } from '../nav';
import { useSession } from '../features/teams/queries';
import { ChangePasswordDialog } from '../features/account/change-password-dialog';
import { Menu, MenuItem } from './menu';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from './theme';
import { WorkspaceSwitcher } from '../features/teams/workspace-switcher';

const THEMES: { choice: ThemeChoice; label: string }[] = [
  { choice: 'system', label: 'Theme: as the system' },
  { choice: 'light', label: 'Theme: light' },
  { choice: 'dark', label: 'Theme: dark' },
];

/**
 * Top bar (logo, pages, account menu) above the page; banners go in `top`. The shell is exactly
 * the window's height: the bar stays put and the page scrolls inside <main> (the editor fills it).
 */
export function AppShell({ children, top }: { children: ReactNode; top?: ReactNode }) {
  const [location, navigate] = useLocation();
  // The person signed in (not the workspace's owner, whose email /v1/me carries) and where.
  const session = useSession().data;
  const pages = useNavPages();
  const queryClient = useQueryClient();
  const [changingPassword, setChangingPassword] = useState(false);
  const theme = useThemeChoice();

  const doSignOut = async () => {
    await signOut().catch(() => undefined); // signed out locally even if the server is gone
    queryClient.clear();
    queryClient.setQueryData(ME_KEY, null);
    navigate('/sign-in', { replace: true });
  };

  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <header className="z-10 shrink-0 border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-2 px-3 sm:h-12 sm:flex-nowrap sm:gap-4 sm:px-4">
          <Link href="/documents" className="flex h-12 shrink-0 items-center gap-2 font-semibold text-slate-900">
            <img src="/favicon.svg" alt="" className="h-6 w-6" />
            <span>Quire</span>
          </Link>
          <nav
            aria-label="Main"
            className="order-last -mx-1 flex w-full min-w-0 flex-wrap gap-0.5 pb-1.5 sm:order-none sm:w-auto sm:flex-1 sm:flex-nowrap sm:overflow-x-auto sm:pb-0"
          >
            {pages.map((p) => {
              const active = location === p.path || location.startsWith(p.path + '/');
              return (
                <Link
                  key={p.path}
                  href={p.path}
                  aria-current={active ? 'page' : undefined}
                  className={`rounded-md px-2.5 py-1.5 text-sm whitespace-nowrap ${active ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-600 hover:bg-slate-100'}`}
                >
                  {p.label}
                </Link>
              );
            })}
          </nav>
          <div className="ml-auto sm:ml-0" />
          <Menu
            label="Account"
            trigger={
              <>
                <span aria-hidden className="flex h-7 w-7 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
                  {session?.user.email.slice(0, 1).toUpperCase()}
                </span>
                <span className="hidden max-w-48 truncate md:inline">{session?.user.email}</span>
              </>
            }
          >
            <div className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500">
              Signed in as
              <br />
              <span className="break-all text-slate-800">{session?.user.email}</span>
              {session && (
                <>
                  <br />
                  {session.role} in <span className="text-slate-800">{session.workspace.name}</span>
                </>
              )}
            </div>
            <WorkspaceSwitcher />
            <MenuItem onSelect={() => setChangingPassword(true)}>Change password</MenuItem>
            <div role="group" aria-label="Theme" className="border-y border-slate-100 py-1">
              {THEMES.map((t) => (
                <MenuItem key={t.choice} checked={theme === t.choice} onSelect={() => setThemeChoice(t.choice)}>
                  {t.label}
                </MenuItem>
              ))}
            </div>
            <MenuItem onSelect={() => void doSignOut()}>Sign out</MenuItem>
          </Menu>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </div>
        {top}
      </header>
      <main className="flex min-h-0 flex-1 flex-col overflow-y-auto">{children}</main>
    </div>
  );
}
