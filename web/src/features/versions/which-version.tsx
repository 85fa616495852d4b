import { useQuery } from '@tanstack/react-query';
import { quire } from './client';
import { versionsKey } from './queries';

/** In the Generate dialog: which version POST /v1/generate renders, and when that is not the draft. */
export function WhichVersion({ docId }: { docId: number }) {
  const doc = useQuery({ queryKey: [...versionsKey(docId), 'which'], queryFn: () => quire.documents.get(docId), staleTime: 0 });
  if (!doc.data) return null;
  const { publishing, publishedVersion } = doc.data;
  return (
    <p className="text-sm text-slate-700">
      This renders <strong>version {publishedVersion}</strong>, the published one
      {publishing === 'manual' ? ': unpublished changes of the draft are not in it until you publish them.' : ' (every save is published).'}
    </p>
  );
}
