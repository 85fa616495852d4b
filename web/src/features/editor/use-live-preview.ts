import { useEffect, useRef, useState } from 'react';
import { api, idParam, ok, QuireError } from '../../quire';
import type { Draft } from '../../types';

/** The draft rendered as it would be generated; aborting the signal drops the render server-side too. */
const previewDocument = (id: number, draft: Draft, signal: AbortSignal) =>
  ok(api.POST('/v1/documents/{id}/preview', { ...idParam(id), body: draft as never, parseAs: 'arrayBuffer', signal })) as Promise<ArrayBuffer>;

export const PREVIEW_DEBOUNCE_MS = 300;

export interface LivePreview {
  pdf: ArrayBuffer | null;
  error: QuireError | Error | null;
  busy: boolean;
}

/**
 * Re-renders the draft about 300 ms after the last change. Only the newest draft matters: a
 * newer one aborts the request in flight (and the server drops its work).
 */
export function useLivePreview(documentId: number, draft: Draft | null): LivePreview {
  const [state, setState] = useState<LivePreview>({ pdf: null, error: null, busy: false });
  const key = draft ? JSON.stringify(draft) : null;
  const inflight = useRef<AbortController | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (key === null) return; // invalid variables: keep the last preview
    const delay = first.current ? 0 : PREVIEW_DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(() => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setState((s) => ({ ...s, busy: true }));
      previewDocument(documentId, JSON.parse(key) as Draft, controller.signal)
        .then((pdf) => {
          if (!controller.signal.aborted) setState({ pdf, error: null, busy: false });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, error: error instanceof Error ? error : new Error(String(error)), busy: false }));
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [documentId, key]);

  useEffect(() => () => inflight.current?.abort(), []);
  return state;
}

/** The template line of a TEMPLATE_ERROR (its `templateError.line`, else the one its message names), if any. */
export function errorLine(error: unknown): number | null {
  if (!(error instanceof QuireError) || error.error !== 'TEMPLATE_ERROR') return null;
  const line = (error.body as { templateError?: { line?: unknown } } | undefined)?.templateError?.line;
  if (typeof line === 'number' && line > 0) return line;
  const m = /line (\d+)/i.exec(error.message);
  return m ? Number(m[1]) : null;
}
