import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createDocument, deleteDocument, listDocuments, updateDocument, type DocumentPatch, type ListDocumentsParams } from '../../api';

export const documentsKey = (params: ListDocumentsParams = {}) => ['documents', params] as const;

export function useDocuments(params: ListDocumentsParams) {
  return useQuery({ queryKey: documentsKey(params), queryFn: () => listDocuments(params) });
}

/** Any change to a document can change every list and the folder counts. */
function useInvalidateLists() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['documents'] }), qc.invalidateQueries({ queryKey: ['folders'] })]);
}

export function useCreateDocument() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: createDocument, onSuccess: invalidate });
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
