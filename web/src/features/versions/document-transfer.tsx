import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { quire, type DocumentBundle, type VersionedDocument } from './client';

/** Duplicate and Export, the documents list's row actions. */
export function useDocumentTransfer() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['documents'] });
  return {
    async duplicate(id: number) {
      const copy = await quire.documents.duplicate(id);
      await refresh();
      return copy;
    },
    /** Downloads the bundle as `<name>.quire.json`. */
    async exportToFile(id: number, name: string) {
      const bundle = await quire.documents.export(id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `${name.replace(/[\\/:*?"<>|]/g, '_')}.quire.json` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    refresh,
  };
}

/** Import: a file picker for an exported bundle; a name clash of its assets asks whether to rename or replace them. */
export function ImportDocumentButton({ onImported }: { onImported(id: number): void }) {
  const input = useRef<HTMLInputElement>(null);
  const { refresh } = useDocumentTransfer();
  const [error, setError] = useState<string | null>(null);

  const load = async (file: File) => {
    setError(null);
    try {
      const bundle = JSON.parse(await file.text()) as DocumentBundle;
      let doc: VersionedDocument;
      try {
        doc = await quire.documents.import(bundle);
      } catch (err) {
        if ((err as { error?: string }).error !== 'CONFLICT') throw err;
        const rename = window.confirm(`${(err as Error).message}\n\nOK: import them under new names. Cancel: replace this account's files.`);
        doc = await quire.documents.import(bundle, rename ? 'rename' : 'replace');
      }
      await refresh();
      onImported(doc.id);
    } catch (err) {
      setError(err instanceof SyntaxError ? 'This file is not an exported Quire document (JSON).' : err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        aria-label="Import file"
        className="hidden"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void load(f);
        }}
      />
      <Button onClick={() => input.current?.click()}>Import</Button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </>
  );
}
