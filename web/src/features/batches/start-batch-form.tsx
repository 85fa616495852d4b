import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../ui/banner';
import { ProblemList } from '../variables/render-notes';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import type { BatchOutput } from './client';
import { useDocumentsForBatch, useStartBatch } from './queries';

/** Start a batch from a document and a CSV file (header row = variable paths). */
export function StartBatchForm() {
  const documents = useDocumentsForBatch();
  const start = useStartBatch();
  const [documentId, setDocumentId] = useState('');
  const [output, setOutput] = useState<BatchOutput>('files');
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const docs = documents.data?.documents ?? [];
  const chosen = documentId || docs[0]?.uuid || '';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (file && chosen) start.mutate({ documentId: chosen, output, file });
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label="Start a batch">
      <h2 className="font-medium">Start a batch</h2>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField label="Document" value={chosen} onChange={(e) => setDocumentId(e.target.value)}>
          {docs.map((d) => (
            <option key={d.uuid} value={d.uuid}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Output" value={output} onChange={(e) => setOutput(e.target.value as BatchOutput)}>
          <option value="files">One PDF per row</option>
          <option value="merged">Also one merged PDF</option>
          <option value="zip">Also one zip archive</option>
        </SelectField>
        <div>
          <label htmlFor="batch-csv" className="mb-1 block text-sm font-medium text-slate-700">
            CSV file
          </label>
          {/* The browser's own file input, hidden: a button like the Assets page's, and the chosen file's name beside it. */}
          <div className="flex min-w-0 items-center gap-2">
            <Button onClick={() => picker.current?.click()}>{file ? 'Choose another' : 'Choose CSV file'}</Button>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-600" title={file?.name}>
              {file ? file.name : 'No file chosen'}
            </span>
          </div>
          <input
            ref={picker}
            id="batch-csv"
            type="file"
            accept=".csv,text/csv"
            tabIndex={-1}
            className="sr-only"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      <p className="text-xs text-slate-500">
        Header row: variable names, dotted for nesting (<code>customer.name</code>); a <code>_filename</code> column names each PDF. Each row costs one credit;
        failed rows are refunded.
      </p>
      {start.error && (
        <Banner tone="error">
          {start.error.message}
          <ProblemList error={start.error} />
        </Banner>
      )}
      {start.data && <Banner tone="success">Batch started: {start.data.total} documents queued.</Banner>}
      <Button type="submit" variant="primary" disabled={!file || !chosen || start.isPending}>
        {start.isPending ? 'Starting…' : 'Start batch'}
      </Button>
    </form>
  );
}
