import { useRef, useState, type DragEvent } from 'react';
import { QuireError } from '../quire';
import { AssetCard } from '../features/assets/asset-card';
import { useAssets, useDeleteAsset, useUploadAsset } from '../features/assets/queries';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { EmptyState, Page } from '../ui/page';
import { Spinner } from '../ui/spinner';
import { useMediaQuery } from '../ui/use-media-query';
import { usePermissions } from '../features/teams/can';

/**
 * The account's images and fonts: drop files (or pick them) to upload, copy the
 * {{asset "name"}} snippet for a template, delete. Uploads go one by one so each error names
 * its file.
 */
export default function AssetsPage() {
  const assets = useAssets();
  const upload = useUploadAsset();
  // Viewers read assets; uploading is for those who may write documents.
  const canUpload = usePermissions().has('documents:write');
  const remove = useDeleteAsset();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // A phone or a touch screen has no drag and drop: the zone says "choose" and opens the picker.
  const canDrop = useMediaQuery('(min-width: 640px) and (hover: hover) and (pointer: fine)');

  async function send(files: FileList | File[]) {
    const problems: string[] = [];
    for (const file of Array.from(files)) {
      try {
        await upload.mutateAsync(file);
      } catch (err) {
        problems.push(`${file.name}: ${err instanceof QuireError ? err.message : String(err)}`);
      }
    }
    setErrors(problems);
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) void send(e.dataTransfer.files);
  };

  return (
    <Page
      title="Assets"
      intro="Images and fonts your templates use."
      actions={
        canUpload && (
          <>
            <Button variant="primary" onClick={() => input.current?.click()}>
              Upload files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              className="sr-only"
              aria-label="Choose files to upload"
              tabIndex={-1}
              accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.svg,.woff2,.woff,.ttf,.otf"
              onChange={(e) => {
                if (e.target.files?.length) void send(e.target.files);
                e.target.value = '';
              }}
            />
          </>
        )
      }
    >
      <div
        role="region"
        aria-label={canDrop ? 'Drop files here to upload' : 'Files to upload'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-6 text-center text-sm ${over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 text-slate-600'}`}
      >
        {upload.isPending ? (
          <Spinner label="Uploading" />
        ) : (
          <>
            {canDrop ? 'Drop' : 'Choose'} images (PNG, JPEG, WebP, GIF, SVG) or fonts (WOFF2, WOFF, TTF, OTF){' '}
            {canDrop ? (
              'here'
            ) : (
              <button type="button" className="font-medium text-indigo-700 underline" onClick={() => input.current?.click()}>
                with Upload files
              </button>
            )}
            . Use them in templates with {'{{asset "name"}}'}.
          </>
        )}
      </div>
      {errors.map((e) => (
        <Banner key={e} tone="error">
          {e}
        </Banner>
      ))}
      {remove.error && <Banner tone="error">{remove.error.message}</Banner>}
      {assets.isPending ? (
        <Spinner label="Loading assets" />
      ) : assets.error ? (
        <Banner tone="error">{assets.error.message}</Banner>
      ) : assets.data.length === 0 ? (
        <EmptyState title="No assets yet">Upload a logo or a font above; templates use it by name with {'{{asset "name"}}'}.</EmptyState>
      ) : (
        <ul aria-label="Assets" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {assets.data.map((a) => (
            <AssetCard key={a.id} asset={a} deleting={remove.isPending} onDelete={() => remove.mutate(a.id)} />
          ))}
        </ul>
      )}
    </Page>
  );
}
