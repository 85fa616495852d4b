import { BatchList } from '../features/batches/batch-list';
import { useBatches } from '../features/batches/queries';
import { StartBatchForm } from '../features/batches/start-batch-form';
import { WebhookEndpoints } from '../features/batches/webhook-endpoints';
import { Can } from '../features/teams/can';
import { Banner } from '../ui/banner';
import { EmptyState, Page } from '../ui/page';
import { Spinner } from '../ui/spinner';

export default function BatchesPage() {
  const batches = useBatches();
  const list = batches.data?.batches ?? [];
  return (
    <Page title="Batches" intro="Thousands of PDFs from one document in one call: upload a CSV, follow the progress, download the result.">
      <Can permission="generate">
        <StartBatchForm />
      </Can>
      {batches.error && <Banner tone="error">{batches.error.message}</Banner>}
      {batches.isPending && <Spinner label="Loading batches" />}
      {batches.data && list.length === 0 && <EmptyState title="No batches yet">Start one above from a document and a CSV file.</EmptyState>}
      {list.length > 0 && <BatchList batches={list} />}
      <WebhookEndpoints />
    </Page>
  );
}
