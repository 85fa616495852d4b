import { z } from 'zod';
import { addUsage, ProviderError, type ChatMessage, type ChatProvider, type ToolSpec } from '../../ai/index.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import { debitAiTurn, requireAiCredit } from '../credits/index.js';
import type { Deps } from '../deps.js';
import type { DocumentsService } from '../documents/service.js';
import { partialBodies } from '../documents/index.js';
import { usesPartials } from '../../render/template-partials.js';
import { creditsFor } from './pricing.js';
import { systemPrompt, TOOL_NAME, userTurn } from './prompt.js';
import { toChatMessage } from './present.js';
import { assistantRepo } from './repo.js';
import { ProposalToolInput, type AskBody, type Proposal, type TurnResult } from './schema.js';
import { checkProposal } from './validate-proposal.js';

/** Messages of the conversation sent back to the model with each turn (the latest ones). */
const HISTORY_LIMIT = 40;

const TOOL: ToolSpec = {
  name: TOOL_NAME,
  description: 'Propose a change to the document. Give only the fields that change, each complete. The person reviews it as a diff before applying it.',
  parameters: withoutSchemaKey(z.toJSONSchema(ProposalToolInput, { target: 'draft-7' }) as Record<string, unknown>),
};

export const notConfigured = () => new AppError('SERVICE_UNAVAILABLE', { variant: 'SERVICE_UNAVAILABLE.assistant_off' });

/** A turn that passed its checks (document, credits) and can run, streaming or not. */
export interface Turn {
  /**
   * Runs the turn. `onText` gets the reply's text as it streams in; `clientGone` says the
   * caller left, after which nothing more is sent, no second attempt is made, and the turn is
   * stored as cut (charged for what the provider reports).
   */
  run(onText: (delta: string) => void, clientGone: () => boolean): Promise<TurnResult>;
}

export function askVerb(deps: Deps, documents: DocumentsService) {
  const { db, log } = deps;

  /** Checks what can be checked before the model is called; throws 503 / 404 / 402. */
  return async function start(ctx: Ctx, documentId: number, input: AskBody): Promise<Turn> {
    const ai = deps.ai;
    if (!ai) throw notConfigured();
    const doc = await documents.get(ctx, documentId);
    await requireAiCredit(db, ctx.accountId);
    const d = input.draft ?? {};
    const state: Required<Proposal> = {
      body: d.body ?? doc.body,
      variables: d.variables ?? doc.variables,
      framework: d.framework ?? doc.framework,
      format: d.format ?? doc.format,
      landscape: d.landscape ?? doc.landscape,
      fonts: d.fonts ?? doc.fonts,
    };
    const history = (await assistantRepo(db).list(ctx.accountId, documentId, HISTORY_LIMIT)).map(toChatMessage);
    // A conversation cut to its latest messages must still start with the person.
    while (history.length && history[0].role !== 'user') history.shift();
    const messages: ChatMessage[] = [...history, { role: 'user', text: userTurn(state, input.message) }];

    return {
      run: (onText, clientGone) =>
        runTurn(ai, messages, history.length, state, onText, clientGone, async (b, v) =>
          // A proposal may include the account's partials, as the saved template can.
          deps.renderer.expandTemplate(b, v, usesPartials(b) ? { partials: await partialBodies(db, ctx.accountId) } : undefined),
        ).then(
          (outcome) => store(ctx, documentId, input.message, outcome),
          (err) => {
            if (!(err instanceof ProviderError)) throw err;
            // Never the SDK's error object: its message or body may quote the request.
            log.warn({ requestId: ctx.requestId, failure: err.failure, status: err.status }, 'AI provider failed; the turn costs nothing');
            throw new AppError('SERVICE_UNAVAILABLE', {
              retryAfter: err.retryAfter,
              variant: 'SERVICE_UNAVAILABLE.assistant_provider',
              params: { retryAfter: err.retryAfter },
            });
          },
        ),
    };
  };

  async function store(ctx: Ctx, documentId: number, message: string, o: Outcome): Promise<TurnResult> {
    const cost = creditsFor(o.usage, deps.config);
    const charged = await db.transaction().execute(async (tx) => {
      const debit = await debitAiTurn(tx, ctx.accountId, o.usage, cost);
      const repo = assistantRepo(tx);
      const now = nowIso();
      const zero = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0, credits: 0 };
      await repo.insert({
        account_id: ctx.accountId,
        document_id: documentId,
        role: 'user',
        content: message,
        proposal: null,
        status: 'ok',
        ...zero,
        created_at: now,
      });
      await repo.insert({
        account_id: ctx.accountId,
        document_id: documentId,
        role: 'assistant',
        content: o.reply,
        proposal: o.proposal ? JSON.stringify(o.proposal) : null,
        status: o.status,
        input_tokens: o.usage.inputTokens,
        output_tokens: o.usage.outputTokens,
        cache_read_tokens: o.usage.cacheReadTokens,
        cache_write_tokens: o.usage.cacheWriteTokens,
        credits: debit.charged,
        created_at: now,
      });
      return debit.charged;
    });
    return { reply: o.reply, proposal: o.proposal, usage: { ...o.usage, credits: charged } };
  }
}

interface Outcome {
  reply: string;
  proposal: Proposal | null;
  status: 'ok' | 'cut' | 'dropped';
  usage: ReturnType<typeof addUsage>;
}

const DROPPED = 'The proposed change was dropped because it is invalid: ';

/** One model call, and a second one only if the first proposal was refused. */
async function runTurn(
  ai: ChatProvider,
  messages: ChatMessage[],
  cachedPrefix: number,
  state: Required<Proposal>,
  onText: (delta: string) => void,
  clientGone: () => boolean,
  expand: (body: string, variables: Record<string, unknown>) => Promise<string>,
): Promise<Outcome> {
  let seen = '';
  let cut = false;
  const emit = (delta: string) => {
    if (cut || clientGone()) {
      cut = true;
      return;
    }
    seen += delta;
    onText(delta);
  };

  const first = await ai.chat({ system: systemPrompt(), messages, tool: TOOL, cachedPrefix }, emit);
  let usage = first.usage;
  let text = first.text;
  let proposal: Proposal | null = null;
  let status: Outcome['status'] = 'ok';
  let summary = '';

  if (first.toolCall && !(cut || clientGone())) {
    let check = await checkProposal(first.toolCall, state.variables, expand);
    if (!check.ok) {
      const refusal = `The change was refused: ${check.error}. Fix this and call ${TOOL_NAME} again.`;
      let separated = !text;
      const second = await ai.chat(
        {
          system: systemPrompt(),
          messages: [
            ...messages,
            { role: 'assistant', text: first.text, toolCall: first.toolCall },
            { role: 'tool_result', toolCallId: first.toolCall.id, text: refusal, isError: true },
          ],
          tool: TOOL,
          cachedPrefix,
        },
        (delta) => {
          if (!separated) emit('\n\n');
          separated = true;
          emit(delta);
        },
      );
      usage = addUsage(usage, second.usage);
      if (second.text) text = text ? `${text}\n\n${second.text}` : second.text;
      const firstError = check.error;
      check = second.toolCall ? await checkProposal(second.toolCall, state.variables, expand) : { ok: false, error: firstError };
    }
    if (check.ok) {
      proposal = check.proposal;
      summary = check.summary;
    } else if (!(cut || clientGone())) {
      status = 'dropped';
      const note = `${text ? '\n\n' : ''}${DROPPED}${check.error}`;
      emit(note);
      text += note;
    }
  }
  if (cut || clientGone()) return { reply: seen, proposal: null, status: 'cut', usage };
  if (!text && summary) {
    emit(summary);
    text = summary;
  }
  return { reply: text, proposal, status, usage };
}

/** Providers want a bare object schema; some refuse the `$schema` key. */
function withoutSchemaKey(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}
