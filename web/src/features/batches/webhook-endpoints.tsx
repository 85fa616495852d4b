import { useState, type FormEvent } from 'react';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Can } from '../teams/can';
import { TextField } from '../../ui/field';
import type { WebhookEndpoint } from './client';
import { useAddEndpoint, useDeliveries, useEndpoints, useRemoveEndpoint } from './queries';

/** Account-level webhook endpoints, the secret shown once, and each one's recent deliveries. */
export function WebhookEndpoints() {
  const endpoints = useEndpoints();
  const add = useAddEndpoint();
  const [url, setUrl] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate({ url, events: ['batch.completed', 'batch.failed'] }, { onSuccess: () => setUrl('') });
  }

  return (
    <section className="space-y-3" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        Webhook endpoints
      </h2>
      <Can permission="webhooks:manage">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Add a webhook endpoint">
          <TextField
            label="Endpoint URL"
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            className="min-w-72 flex-1"
            placeholder="https://example.com/hooks/quire"
          />
          <Button type="submit" variant="primary" disabled={add.isPending}>
            Add endpoint
          </Button>
        </form>
      </Can>
      {add.error && <Banner tone="error">{add.error.message}</Banner>}
      {add.data && (
        <Banner tone="success">
          Signing secret (shown once): <code className="break-all">{add.data.secret}</code>
        </Banner>
      )}
      <ul className="space-y-2">
        {(endpoints.data?.endpoints ?? []).map((e) => (
          <EndpointRow key={e.id} endpoint={e} />
        ))}
      </ul>
    </section>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useDeliveries(endpoint.id);
  const remove = useRemoveEndpoint();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="break-all">
          {endpoint.url} <span className="text-slate-500">({endpoint.events.join(', ')})</span>
        </span>
        <Can permission="webhooks:manage">
          <Button variant="ghost" onClick={() => remove.mutate(endpoint.id)} aria-label={`Delete endpoint ${endpoint.url}`}>
            Delete
          </Button>
        </Can>
      </div>
      <ul className="mt-2 space-y-1 text-xs text-slate-600" aria-label={`Deliveries to ${endpoint.url}`}>
        {(deliveries.data?.deliveries ?? []).map((d) => (
          <li key={d.id}>
            {d.event} · <strong>{d.status}</strong> · {d.attempts.length} attempt(s)
            {d.attempts.at(-1) ? ` · last: ${d.attempts.at(-1)!.statusCode ?? d.attempts.at(-1)!.error}` : ''}
          </li>
        ))}
      </ul>
    </li>
  );
}
