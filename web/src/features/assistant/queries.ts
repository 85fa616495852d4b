import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { askAssistant } from '../../api';
import { api, idParam, ok } from '../../quire';
import type { Draft } from '../../types';

const assistantStatus = () => ok(api.GET('/v1/assistant'));
const getConversation = (id: number) => ok(api.GET('/v1/documents/{id}/assistant', idParam(id))).then((r) => r.messages);
const clearConversation = (id: number) => ok(api.DELETE('/v1/documents/{id}/assistant', idParam(id)));
import { ME_KEY } from '../auth/require-session';

export const conversationKey = (id: number) => ['assistant', id] as const;

/** Whether the server has a provider: without one the panel is not shown at all. */
export function useAssistantStatus() {
  return useQuery({ queryKey: ['assistant-status'], queryFn: assistantStatus, staleTime: Infinity });
}

export function useConversation(id: number, enabled: boolean) {
  return useQuery({ queryKey: conversationKey(id), queryFn: () => getConversation(id), enabled });
}

/** A turn; afterwards the conversation and the AI counter are read again. */
export function useAsk(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ message, draft, onText }: { message: string; draft: Draft; onText: (delta: string) => void }) =>
      askAssistant(id, { message, draft }, onText),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: conversationKey(id) }), qc.invalidateQueries({ queryKey: ME_KEY })]),
  });
}

export function useReset(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => clearConversation(id), onSuccess: () => qc.setQueryData(conversationKey(id), []) });
}
