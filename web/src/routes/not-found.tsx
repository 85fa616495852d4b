import { Link } from 'wouter';
import { EmptyState, Page } from '../ui/page';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <EmptyState
        title="There is nothing at this address"
        action={
          <Link href="/documents" className="text-indigo-700 underline">
            Go to your documents
          </Link>
        }
      />
    </Page>
  );
}
