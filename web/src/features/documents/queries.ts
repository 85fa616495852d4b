import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idParam, ok } from '../../quire';
import type { DocumentPatch } from '../../types';

export interface ListDocumentsParams {
  folderId?: number | 'root';
  archived?: boolean;
}

const listDocuments = (p: ListDocumentsParams) =>
  ok(api.GET('/v1/documents', { params: { query: { folderId: p.folderId, archived: p.archived ? 'true' : undefined } } })).then((r) => r.documents);
const updateDocument = (id: number, patch: DocumentPatch) => ok(api.PATCH('/v1/documents/{id}', { ...idParam(id), body: patch }));
const deleteDocument = (id: number) => ok(api.DELETE('/v1/documents/{id}', idParam(id)));

export const documentsKey = (params: ListDocumentsParams = {}) => ['documents', params] as const;

export function useDocuments(params: ListDocumentsParams) {
  return useQuery({ queryKey: documentsKey(params), queryFn: () => listDocuments(params) });
}

/** Any change to a document can change every list and the folder counts. */
function useInvalidateLists() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['documents'] }), qc.invalidateQueries({ queryKey: ['folders'] })]);
}

export function useUpdateDocument() {
  const invalidate = useInvalidateLists();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: DocumentPatch }) => updateDocument(id, patch),
    onSuccess: (doc) => {
      qc.setQueryData(['document', doc.id], doc);
      return invalidate();
    },
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: deleteDocument, onSuccess: invalidate });
}
