import { useState } from 'react';
import type { ApiKey } from '../types';
import { relativeTime } from '../features/documents/time';
import { CreateKeyDialog, RevokeKeyDialog } from '../features/keys/key-dialogs';
import { useApiKeys } from '../features/keys/queries';
import { Sparkline } from '../features/keys/sparkline';
import { KeyKindBadge } from '../features/blocks/key-kind';
import { RetentionBadge } from '../features/files/retention-badge';
import { When } from '../features/usage/when';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { CARD, EmptyState, Page } from '../ui/page';
import { Spinner } from '../ui/spinner';
import { type Column, DataTable } from '../ui/data-table';
import { Can } from '../features/teams/can';

/** Who made the key: a member's email, or an operator command (or a key from before teams). */
const creatorOf = (k: ApiKey) => k.createdBy?.email ?? 'an operator';

/** The wide table's columns: name (the row header), key, created, by whom, last use, the week's calls, revoke. */
function columns(revoke: (k: ApiKey) => void): Column<ApiKey>[] {
  return [
    {
      header: 'Name',
      rowHeader: true,
      cell: (k) => (
        <>
          {k.name} <KeyKindBadge kind={k.kind} /> <RetentionBadge retention={k.retention} />
        </>
      ),
    },
    {
      header: 'Key',
      className: 'font-mono text-xs',
      cell: (k) => (
        <>
          {k.prefix}…{k.lastFour}
        </>
      ),
    },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (k) => <When at={k.createdAt} />,
    },
    {
      header: 'Created by',
      className: 'max-w-48 truncate',
      cellProps: (k) => ({ 'data-label': 'Created by', title: creatorOf(k) }),
      cell: (k) => (k.createdBy ? k.createdBy.email : <span className="text-slate-500">{creatorOf(k)}</span>),
    },
    {
      header: 'Last used',
      className: 'whitespace-nowrap',
      cellProps: () => ({ 'data-label': 'Last used' }),
      cell: (k) => (k.lastUsedAt ? <When at={k.lastUsedAt} /> : <span className="text-slate-500">Never</span>),
    },
    { header: 'Last 7 days', cell: (k) => <Sparkline values={k.usage7d} /> },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (k) => (
        <Button variant="ghost" className="text-red-700!" aria-label={`Revoke ${k.name}`} onClick={() => revoke(k)}>
          Revoke
        </Button>
      ),
    },
  ];
}

export default function KeysPage() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <Page
      title="API keys"
      actions={
        <Can permission="keys:manage">
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create key
          </Button>
        </Can>
      }
      intro="Programs and AI agents call Quire with these. Create them here, or on the server with quire tokens create; a key never creates another key."
    >
      {keys.error && <Banner tone="error">{keys.error.message}</Banner>}
      {keys.isPending && <Spinner label="Loading keys" />}
      {keys.data?.length === 0 && <EmptyState title="No API keys yet">Create one for each program that generates PDFs, so you can revoke it alone.</EmptyState>}
      {keys.data && keys.data.length > 0 && (
        <ul aria-label="API keys" className="space-y-2 md:hidden">
          {keys.data.map((k) => (
            <li key={k.id} className={`${CARD} p-3 text-sm`}>
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium">{k.name}</span>
                <KeyKindBadge kind={(k as { kind?: string }).kind} />
                <RetentionBadge retention={k.retention} />
                <Sparkline values={k.usage7d} />
              </div>
              <div className="mt-0.5 font-mono text-xs text-slate-500">
                {k.prefix}…{k.lastFour}
              </div>
              <div className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                <span className="flex-1">
                  Created {relativeTime(k.createdAt)} by {creatorOf(k)} · {k.lastUsedAt ? `last used ${relativeTime(k.lastUsedAt)}` : 'never used'}
                </span>
                <Button variant="ghost" className="text-red-700!" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {keys.data && keys.data.length > 0 && (
        <DataTable
          label="API keys"
          className={`${CARD} hidden overflow-x-auto md:block`}
          columns={columns(setRevoking)}
          rows={keys.data}
          rowKey={(k) => k.id}
        />
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Page>
  );
}
