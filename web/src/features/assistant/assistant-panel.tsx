import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Draft, Proposal } from '../../types';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { useAccount } from '../auth/require-session';
import { ProposalDiff } from './proposal-diff';
import { useAsk, useAssistantStatus, useConversation, useReset } from './queries';
import { UsageLine } from './turn-usage';

interface Props {
  documentId: number;
  /** The fields the person sees now, unsaved edits included: sent with each turn, and the diff's left side. */
  draft: Draft;
  /** Saves the proposal like an edit (the editor's own save); the preview follows. */
  onApply(proposal: Proposal): Promise<void>;
}

/**
 * The editor's Assistant: ask in words, see the reply stream in, review the proposed change as
 * a diff, then Apply or Discard it. Without an AI provider it says how an operator turns it on.
 */
export function AssistantPanel(props: Props) {
  const status = useAssistantStatus();
  if (!status.data) return null;
  if (!status.data.enabled) return <AssistantOff />;
  return <Panel {...props} />;
}

/** The server's operator sets these (README, "AI assistant"); a person cannot turn it on here. */
function AssistantOff() {
  return (
    <div className="space-y-2 overflow-y-auto p-3 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">The assistant is not set up on this server</h3>
      <p>It writes and changes templates from what you ask in words. An operator turns it on by starting Quire with:</p>
      <pre className="overflow-x-auto rounded border border-slate-200 bg-slate-100 p-2 text-xs text-slate-800">
        <code>{'AI_PROVIDER=anthropic   # or openai\nAI_MODEL=claude-sonnet-4-5\nAI_API_KEY=…'}</code>
      </pre>
      <p>
        and by giving accounts AI credits (<code>DEFAULT_AI_CREDITS</code>, or <code className="whitespace-nowrap">quire credits topup --ai</code>). The
        README's “AI assistant” section lists every setting.
      </p>
    </div>
  );
}

function Panel({ documentId, draft, onApply }: Props) {
  const account = useAccount();
  const conversation = useConversation(documentId, true);
  const ask = useAsk(documentId);
  const reset = useReset(documentId);
  const [message, setMessage] = useState('');
  const [streamed, setStreamed] = useState<string | null>(null);
  const [pending, setPending] = useState<Proposal | null>(null);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const remaining = account.data?.usage.ai.remaining;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [conversation.data?.length, streamed]);

  async function send(e: FormEvent) {
    e.preventDefault();
    const text = message.trim();
    if (!text || ask.isPending) return;
    setStreamed('');
    setPending(null);
    setApplyError(null);
    try {
      const result = await ask.mutateAsync({ message: text, draft, onText: (d) => setStreamed((s) => (s ?? '') + d) });
      setMessage('');
      setPending(result.proposal);
    } catch {
      /* shown from ask.error */
    } finally {
      setStreamed(null);
    }
  }

  async function apply() {
    if (!pending) return;
    setApplying(true);
    setApplyError(null);
    try {
      await onApply(pending);
      setPending(null);
    } catch (err) {
      setApplyError((err as Error).message);
    } finally {
      setApplying(false);
    }
  }

  const messages = conversation.data ?? [];
  const outOfCredits = remaining !== undefined && remaining < 1;

  return (
    <section aria-label="Assistant" className="flex h-full min-h-0 flex-col bg-white">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <h2 className="text-sm font-semibold text-slate-900">Assistant</h2>
        <span className="ml-auto text-xs text-slate-600" aria-label="AI credits left">
          {remaining === undefined ? '' : `${remaining.toLocaleString('en-US')} AI credit${remaining === 1 ? '' : 's'} left`}
        </span>
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs"
          disabled={!messages.length || reset.isPending || ask.isPending}
          onClick={() => {
            setPending(null);
            reset.mutate();
          }}
        >
          Reset
        </Button>
      </header>

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-3 py-3">
        {conversation.isPending && <p className="text-sm text-slate-500">Loading the conversation…</p>}
        {!conversation.isPending && !messages.length && streamed === null && (
          <p className="text-sm text-slate-500">
            Ask for a change, e.g. “make an invoice with a logo slot, line items and VAT” or “use Playfair Display for headings”.
          </p>
        )}
        <ol aria-label="Conversation" className="space-y-3">
          {messages.map((m) => (
            <li key={m.id} className={m.role === 'user' ? 'ml-8 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-slate-900' : 'mr-4 text-sm text-slate-800'}>
              <span className="sr-only">{m.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              <p className="whitespace-pre-wrap">{m.content}</p>
              {m.status === 'cut' && <p className="mt-1 text-xs text-amber-700">Reply cut off (you left before it ended).</p>}
              {m.usage && <UsageLine usage={m.usage} />}
            </li>
          ))}
          {streamed !== null && (
            <li className="mr-4 text-sm text-slate-800" aria-live="polite" aria-label="Reply in progress">
              <p className="whitespace-pre-wrap">{streamed || '…'}</p>
            </li>
          )}
        </ol>

        {pending && (
          <div role="region" aria-label="Proposed change" className="rounded-lg border border-indigo-200 bg-white p-3 shadow-sm">
            <ProposalDiff current={draft} proposal={pending} />
            {applyError && (
              <Banner tone="error" className="mt-2">
                {applyError}
              </Banner>
            )}
            <div className="mt-3 flex gap-2">
              <Button variant="primary" onClick={apply} disabled={applying}>
                {applying ? 'Applying…' : 'Apply'}
              </Button>
              <Button onClick={() => setPending(null)} disabled={applying}>
                Discard
              </Button>
            </div>
          </div>
        )}
        {ask.error && <Banner tone="error">{ask.error.message}</Banner>}
        <div ref={end} />
      </div>

      <form onSubmit={send} className="border-t border-slate-200 p-3">
        {outOfCredits && (
          <Banner tone="warning" className="mb-2">
            No AI credits left this month.
          </Banner>
        )}
        <label htmlFor="assistant-message" className="sr-only">
          Message to the assistant
        </label>
        <textarea
          id="assistant-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void send(e);
          }}
          rows={3}
          maxLength={8000}
          placeholder="Describe a change…"
          className="block w-full resize-none rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-indigo-500 focus:outline-none"
        />
        <div className="mt-2 flex justify-end">
          <Button type="submit" variant="primary" disabled={!message.trim() || ask.isPending || outOfCredits}>
            {ask.isPending ? 'Thinking…' : 'Send'}
          </Button>
        </div>
      </form>
    </section>
  );
}
