import { BatchList } from '../features/batches/batch-list';
import { useBatches } from '../features/batches/queries';
import { StartBatchForm } from '../features/batches/start-batch-form';
import { WebhookEndpoints } from '../features/batches/webhook-endpoints';
import { Banner } from '../ui/banner';
import { Spinner } from '../ui/spinner';

export default function BatchesPage() {
  const batches = useBatches();
  const list = batches.data?.batches ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6 p-4 md:p-6">
      <h1 className="text-xl font-semibold">Batches</h1>
      <StartBatchForm />
      {batches.error && <Banner tone="error">{batches.error.message}</Banner>}
      {batches.isPending && <Spinner label="Loading batches" />}
      {batches.data && list.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">No batches yet.</p>
      )}
      {list.length > 0 && <BatchList batches={list} />}
      <WebhookEndpoints />
    </div>
  );
}
