import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { setSignedOutHandler } from '../../session';
import { currentAccount } from './session-calls';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';

export const ME_KEY = ['me'] as const;

/** Where sign-in sends the person back to: the page (and query) they were on. */
export function signInHref(): string {
  const here = window.location.pathname + window.location.search;
  return here === '/' || here.startsWith('/sign-in') ? '/sign-in' : `/sign-in?next=${encodeURIComponent(here)}`;
}

export function useAccount() {
  return useQuery({ queryKey: ME_KEY, queryFn: currentAccount, staleTime: 60_000 });
}

/** Renders its children for a signed-in person; otherwise sends them to sign-in and back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const account = useAccount();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    setSignedOutHandler(() => {
      const next = signInHref();
      queryClient.setQueryData(ME_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
      navigate(next, { replace: true });
    });
  }, [queryClient, navigate]);

  if (account.isPending) return <Spinner label="Loading" />;
  if (account.isError)
    return (
      <Banner tone="error" className="m-6">
        {account.error.message}
      </Banner>
    );
  if (!account.data) return <Redirect to={signInHref()} replace />;
  return <>{children}</>;
}
