import { useState } from 'react';
import type { ApiKey } from '../api';
import { relativeTime } from '../features/documents/time';
import { CreateKeyDialog, RevokeKeyDialog } from '../features/keys/key-dialogs';
import { useApiKeys } from '../features/keys/queries';
import { Sparkline } from '../features/keys/sparkline';
import { dateTime } from '../features/usage/format';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Can } from '../features/teams/can';

export default function KeysPage() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold">API keys</h1>
        <Can permission="keys:manage"><Button variant="primary" onClick={() => setCreating(true)}>Create key</Button></Can>
      </div>
      <p className="text-sm text-slate-600">Programs and AI agents call Quire with these. Keys are made only here, never with another key.</p>
      {keys.error && <Banner tone="error">{keys.error.message}</Banner>}
      {keys.isPending && <Spinner label="Loading keys" />}
      {keys.data?.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">No API keys yet.</p>}
      {keys.data && keys.data.length > 0 && (
        <ul aria-label="API keys" className="space-y-2 md:hidden">
          {keys.data.map((k) => (
            <li key={k.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium">{k.name}</span>
                <Sparkline values={k.usage7d} />
              </div>
              <div className="mt-0.5 font-mono text-xs text-slate-500 dark:text-slate-400">{k.prefix}…{k.lastFour}</div>
              <div className="mt-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                <span className="flex-1">Created {relativeTime(k.createdAt)} · {k.lastUsedAt ? `last used ${relativeTime(k.lastUsedAt)}` : 'never used'}</span>
                <Button variant="ghost" className="text-red-700! dark:text-red-400!" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>Revoke</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {keys.data && keys.data.length > 0 && (
        <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white text-slate-900 md:block dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <table aria-label="API keys" className="w-full text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="px-3 py-2 font-medium">Name</th>
                <th scope="col" className="px-3 py-2 font-medium">Key</th>
                <th scope="col" className="px-3 py-2 font-medium">Created</th>
                <th scope="col" className="px-3 py-2 font-medium">Last used</th>
                <th scope="col" className="px-3 py-2 font-medium">Last 7 days</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className="px-3 py-2 font-medium">{k.name}</th>
                  <td className="px-3 py-2 font-mono text-xs">{k.prefix}…{k.lastFour}</td>
                  <td className="px-3 py-2 whitespace-nowrap"><time dateTime={k.createdAt} title={dateTime(k.createdAt)}>{relativeTime(k.createdAt)}</time></td>
                  <td className="px-3 py-2 whitespace-nowrap" data-label="Last used">
                    {k.lastUsedAt ? <time dateTime={k.lastUsedAt} title={dateTime(k.lastUsedAt)}>{relativeTime(k.lastUsedAt)}</time> : <span className="text-slate-500">Never</span>}
                  </td>
                  <td className="px-3 py-2"><Sparkline values={k.usage7d} /></td>
                  <td className="px-3 py-2 text-right">
                    <Button variant="ghost" className="text-red-700! dark:text-red-400!" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>Revoke</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
