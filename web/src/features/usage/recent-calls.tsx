import type { AuditCall } from '../../types';
import { relativeTime } from '../documents/time';
import { clockTime } from './format';
import { When } from './when';
import { type Column, DataTable } from '../../ui/data-table';

function statusTone(status: number): string {
  if (status >= 500) return 'bg-red-100 text-red-800';
  if (status >= 400) return 'bg-amber-100 text-amber-900';
  return 'bg-emerald-100 text-emerald-800';
}

const VIA_LABEL = { dashboard: 'Dashboard', mcp: 'MCP', legacy: 'Legacy', api: 'API' } as const;

function KeyCell({ call }: { call: AuditCall }) {
  if (!call.apiKey) return <span className="text-slate-500">{VIA_LABEL[call.via]}</span>;
  const k = call.apiKey;
  return (
    <span>
      <span className="font-medium">{k.name}</span>
      {call.via !== 'api' && <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-600">{VIA_LABEL[call.via]}</span>}
      {k.revoked && <span className="ml-1 text-xs text-slate-500">(revoked)</span>}
      <span className="block font-mono text-xs text-slate-500">
        {k.prefix}…{k.lastFour}
      </span>
    </span>
  );
}

const COLUMNS: Column<AuditCall>[] = [
  {
    header: 'Time',
    className: 'whitespace-nowrap',
    cell: (c) => (
      <>
        <When at={c.at}>{clockTime(c.at)}</When>
        <span className="block text-xs text-slate-500">{relativeTime(c.at)}</span>
      </>
    ),
  },
  { header: 'Status', cell: (c) => <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${statusTone(c.status)}`}>{c.status}</span> },
  {
    header: 'Call',
    className: 'font-mono text-xs',
    cell: (c) => (
      <>
        <span className="font-semibold">{c.method}</span> {c.route}
      </>
    ),
  },
  { header: 'Latency', align: 'right', className: 'whitespace-nowrap tabular-nums', cell: (c) => `${c.latencyMs} ms` },
  { header: 'Key', cell: (c) => <KeyCell call={c} /> },
];

/** The last calls: time, status, method and route, latency, and the key (or "Dashboard"). */
export function RecentCalls({ calls }: { calls: AuditCall[] }) {
  if (calls.length === 0) return <p className="p-4 text-sm text-slate-500">No calls yet.</p>;
  return (
    <>
      {/* Phones: one card per call. */}
      <ul aria-label="Recent calls" className="divide-y divide-slate-100 sm:hidden">
        {calls.map((c) => (
          <li key={c.id} className="px-4 py-2 text-sm">
            <div className="flex items-center gap-2">
              <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${statusTone(c.status)}`}>{c.status}</span>
              <span className="min-w-0 truncate font-mono text-xs">
                <span className="font-semibold">{c.method}</span> {c.route}
              </span>
            </div>
            <div className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-500">
              <When at={c.at}>{clockTime(c.at)}</When>
              <span>{c.latencyMs} ms</span>
              <span>{c.apiKey ? `${c.apiKey.name}${c.via === 'api' ? '' : ` (${VIA_LABEL[c.via]})`}` : VIA_LABEL[c.via]}</span>
            </div>
          </li>
        ))}
      </ul>
      <DataTable label="Recent calls" className="hidden overflow-x-auto sm:block" columns={COLUMNS} rows={calls} rowKey={(c) => c.id} />
    </>
  );
}
