import { z } from 'zod';
import { chars, noNul } from '../../core/text.js';
import { DocumentId, Font, FORMATS, FRAMEWORKS, UpdateDocumentBody, Variables } from '../documents/schema.js';

const EXAMPLE_PROPOSAL = { body: '<table class="w-full">{{#each lines}}<tr><td>{{item}}</td><td>{{amount}}</td></tr>{{/each}}</table>' };
const EXAMPLE_USAGE = { inputTokens: 2400, outputTokens: 310, cacheReadTokens: 1800, cacheWriteTokens: 0, credits: 4 };

export const AssistantParams = z.object({ id: DocumentId });

/** The fields the assistant may change: the render-relevant part of a document. */
export const PROPOSAL_FIELDS = ['body', 'variables', 'framework', 'format', 'landscape', 'fonts'] as const;

/** Fields as the document schema checks them on PATCH: a proposal must pass this to be offered. */
export const Proposal = UpdateDocumentBody.pick({ body: true, variables: true, framework: true, format: true, landscape: true, fonts: true });
export type Proposal = z.infer<typeof Proposal>;

export const AskBody = z
  .object({
    message: chars(1, 8000),
    /** The unsaved fields the person sees in the editor; they take precedence over the saved document. */
    draft: z
      .object({
        body: noNul(z.string().max(1_000_000)),
        variables: Variables,
        framework: z.enum(FRAMEWORKS),
        format: z.enum(FORMATS),
        landscape: z.boolean(),
        fonts: z.array(Font).max(20),
      })
      .partial()
      .optional(),
  })
  .meta({ examples: [{ message: 'Add a table of the invoice lines with a total row', draft: { variables: { lines: [{ item: 'Design', amount: 1200 }] } } }] });
export type AskBody = z.infer<typeof AskBody>;

export const TurnUsage = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  cacheReadTokens: z.number().int(),
  cacheWriteTokens: z.number().int(),
  credits: z.number().int().meta({ description: 'AI credits debited for the turn (capped at what was left)' }),
});

/** `proposal` is validated (body compiles, fonts exist, fields pass the document schema), or null. */
export const TurnResult = z
  .object({
    reply: z.string(),
    proposal: z
      .object({
        body: z.string(),
        variables: Variables,
        framework: z.enum(FRAMEWORKS),
        format: z.enum(FORMATS),
        landscape: z.boolean(),
        fonts: z.array(Font),
      })
      .partial()
      .nullable(),
    usage: TurnUsage,
  })
  .meta({ examples: [{ reply: 'I added a table of the lines with a total row.', proposal: EXAMPLE_PROPOSAL, usage: EXAMPLE_USAGE }] });
export type TurnResult = z.infer<typeof TurnResult>;

export const ConversationMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  proposal: TurnResult.shape.proposal,
  status: z
    .enum(['ok', 'cut', 'dropped'])
    .meta({ description: 'cut: the client left mid-stream (charged for the tokens used); dropped: the proposal failed validation twice' }),
  usage: TurnUsage.nullable().meta({ description: 'assistant messages only' }),
  createdAt: z.string(),
});
export const Conversation = z.object({ messages: z.array(ConversationMessage) }).meta({
  examples: [
    {
      messages: [
        { id: 1, role: 'user', content: 'Add a table of the invoice lines', proposal: null, status: 'ok', usage: null, createdAt: '2026-11-23T09:30:00.000Z' },
        {
          id: 2,
          role: 'assistant',
          content: 'I added a table of the lines.',
          proposal: EXAMPLE_PROPOSAL,
          status: 'ok',
          usage: EXAMPLE_USAGE,
          createdAt: '2026-11-23T09:30:04.000Z',
        },
      ],
    },
  ],
});

export const AssistantStatus = z
  .object({
    enabled: z.boolean(),
    provider: z.enum(['none', 'anthropic', 'openai']),
    model: z.string().nullable(),
    pricing: z.object({
      tokensPerCredit: z.number(),
      weights: z.object({ input: z.number(), output: z.number(), cacheWrite: z.number(), cacheRead: z.number() }),
    }),
  })
  .meta({
    examples: [
      {
        enabled: true,
        provider: 'anthropic',
        model: 'claude-sonnet-4-5',
        pricing: { tokensPerCredit: 1000, weights: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 } },
      },
    ],
  });

/** The tool's input as the model sees it: a summary and the changed fields only. */
export const ProposalToolInput = z.object({
  summary: z.string().describe('One sentence: what this change does'),
  body: z.string().describe('The complete new Handlebars HTML body (not a fragment or a diff)').optional(),
  variables: z.record(z.string(), z.unknown()).describe('The complete new sample variables object').optional(),
  framework: z.enum(FRAMEWORKS).optional(),
  format: z.enum(FORMATS).optional(),
  landscape: z.boolean().optional(),
  fonts: z
    .array(z.object({ name: z.string(), variants: z.array(z.string()), master: z.boolean().optional() }))
    .describe('The complete new fonts list')
    .optional(),
});
