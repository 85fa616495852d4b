import type { Asset } from '../../types';
import { assetSnippet } from './queries';
import { Button } from '../../ui/button';
import { Can } from '../teams/can';
import { CopyButton } from '../../ui/copy-button';

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One asset: a thumbnail (images) or its font facts, the {{asset}} snippet to copy, delete. */
export function AssetCard({ asset, onDelete, deleting }: { asset: Asset; onDelete: () => void; deleting: boolean }) {
  const snippet = assetSnippet(asset.name);
  return (
    <li aria-label={asset.name} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="flex h-32 items-center justify-center bg-slate-50">
        {asset.kind === 'image' ? (
          <img src={asset.url} alt={asset.name} className="max-h-28 max-w-[90%] object-contain" loading="lazy" />
        ) : (
          <span className="text-center text-sm text-slate-600">
            <span className="block text-3xl font-semibold text-slate-800" aria-hidden="true">
              Aa
            </span>
            {asset.family} {asset.weight}
            {asset.style === 'italic' ? ' italic' : ''}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-sm font-medium" title={asset.name}>
          {asset.name}
        </p>
        <p className="text-xs text-slate-500">
          {asset.kind === 'image' && asset.width ? `${asset.width}×${asset.height} · ` : ''}
          {size(asset.bytes)}
        </p>
        <code className="truncate rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{snippet}</code>
        <div className="mt-auto flex gap-2 pt-2">
          <CopyButton text={snippet} label={`Copy snippet for ${asset.name}`} shown="Copy snippet" />
          <Can permission="documents:write">
            <Button variant="ghost" className="text-red-700!" disabled={deleting} onClick={onDelete} aria-label={`Delete ${asset.name}`}>
              Delete
            </Button>
          </Can>
        </div>
      </div>
    </li>
  );
}
