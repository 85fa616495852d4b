import { useQuery } from '@tanstack/react-query';
import { ok, quire } from './client';

/** "Sign in with SSO" beside the password form, when the server has OIDC configured. */
export function SsoButton() {
  const options = useQuery({ queryKey: ['auth-options', 'sso'], queryFn: () => ok(quire.raw.GET('/v1/auth/options')), staleTime: Infinity });
  if (!options.data?.sso) return null;
  return (
    <a
      href="/v1/auth/oidc/start"
      className="mt-3 flex w-full items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      Sign in with SSO
    </a>
  );
}
