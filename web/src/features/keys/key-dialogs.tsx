import { useState } from 'react';
import type { ApiKey, CreatedApiKey } from '../../types';
import { Banner } from '../../ui/banner';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { useRevokeApiKey } from './queries';
import { KeyKindField } from '../blocks/key-kind';
import { RetentionSelect } from '../files/retention-select';
import { useCreateKeyOfKind } from '../blocks/queries';
import type { KeyKind } from '../blocks/quire';

/** Asks a name, then shows the new token once (it cannot be read again). */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateKeyOfKind();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<KeyKind>('live');
  const [retention, setRetention] = useState<{ ttlSeconds: number } | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    setName('');
    setKind('live');
    setRetention(null);
    onClose();
  };

  if (created) {
    return (
      <Dialog title={`Key “${created.name}” created`} open={open} onClose={close} onSubmit={close} submitLabel="Done" done>
        <Banner tone="warning">Copy this token now. It will not be shown again: Quire keeps only its hash.</Banner>
        <div className="flex gap-2">
          <label className="sr-only" htmlFor="new-token">
            New API token
          </label>
          <input
            id="new-token"
            readOnly
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2.5 py-1.5 font-mono text-xs"
          />
          <CopyButton text={created.token} label="Copy token" />
        </div>
        <p className="text-sm text-slate-600">
          Send it as the <code>x-api-token</code> header (or <code>Authorization: Bearer</code> for MCP).
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title="Create API key"
      open={open}
      onClose={close}
      submitLabel="Create key"
      onSubmit={() => create.mutateAsync({ name: name.trim(), kind, retention }).then((k) => setCreated(k as CreatedApiKey))}
    >
      <TextField label="Key name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} placeholder="Billing server" autoFocus />
      <KeyKindField value={kind} onChange={setKind} />
      <RetentionSelect label="Delete the files it renders after" value={retention} onChange={setRetention} />
    </Dialog>
  );
}

export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }) {
  const revoke = useRevokeApiKey();
  return (
    <Dialog
      title={`Revoke key “${apiKey?.name ?? ''}”?`}
      open={apiKey !== null}
      onClose={onClose}
      danger
      submitLabel="Revoke key"
      onSubmit={async () => {
        if (apiKey) await revoke.mutateAsync(apiKey.id).then(onClose);
      }}
    >
      <p className="text-sm text-slate-600">
        Programs using{' '}
        <code>
          {apiKey?.prefix}…{apiKey?.lastFour}
        </code>{' '}
        get 401 from their next call. This cannot be undone.
      </p>
    </Dialog>
  );
}
