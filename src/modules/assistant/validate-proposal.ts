import { z } from 'zod';
import { toEnvelope } from '../../core/envelope.js';
import { isAppError } from '../../core/errors.js';
import { availableFonts, unknownFonts } from '../../render/fonts.js';
import type { ToolCall } from '../../ai/index.js';
import { TOOL_NAME } from './prompt.js';
import { Proposal, PROPOSAL_FIELDS } from './schema.js';

export type Checked = { ok: true; proposal: Proposal | null; summary: string } | { ok: false; error: string };

const issuesText = (error: z.ZodError) =>
  error.issues
    .slice(0, 10)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/**
 * A proposal is offered only if saving it would work: the fields pass the document schema (the
 * one PATCH uses), the fonts exist, and the body compiles and expands with Quire's helpers and
 * the sample variables. The error text goes back to the model, so it says what to fix.
 */
export async function checkProposal(
  call: ToolCall,
  variables: Record<string, unknown>,
  /** The server's one way to expand a template: in a worker, under its deadline and size cap. */
  expand: (body: string, variables: Record<string, unknown>) => Promise<string>,
): Promise<Checked> {
  if (call.name !== TOOL_NAME) return { ok: false, error: `unknown tool ${call.name}; use ${TOOL_NAME}` };
  let input: unknown;
  try {
    input = JSON.parse(call.arguments);
  } catch {
    return { ok: false, error: 'the tool input is not valid JSON' };
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, error: 'the tool input must be a JSON object' };
  const raw = input as Record<string, unknown>;
  const summary = typeof raw.summary === 'string' ? raw.summary : '';
  const fields = Object.fromEntries(PROPOSAL_FIELDS.filter((f) => raw[f] !== undefined).map((f) => [f, raw[f]]));
  const unknown = Object.keys(raw).filter((k) => k !== 'summary' && !(PROPOSAL_FIELDS as readonly string[]).includes(k));
  if (unknown.length) return { ok: false, error: `unknown fields ${unknown.join(', ')}; allowed: ${PROPOSAL_FIELDS.join(', ')}` };

  const parsed = Proposal.safeParse(fields);
  if (!parsed.success) return { ok: false, error: issuesText(parsed.error) };
  const proposal = parsed.data;
  if (Object.keys(proposal).length === 0) return { ok: true, proposal: null, summary };

  if (proposal.fonts) {
    const missing = unknownFonts(proposal.fonts);
    if (missing.length) {
      return {
        ok: false,
        error: `fonts: Quire cannot provide ${missing.join(', ')} (available: ${availableFonts()
          .map((f) => f.name)
          .join(', ')})`,
      };
    }
  }
  if (proposal.body !== undefined) {
    try {
      await expand(proposal.body, proposal.variables ?? variables);
    } catch (err) {
      if (!isAppError(err) || (err.code !== 'TEMPLATE_ERROR' && err.code !== 'RENDER_LIMIT_EXCEEDED')) throw err;
      return { ok: false, error: `body: ${toEnvelope(err, 'en').body.message}` };
    }
  }
  return { ok: true, proposal, summary };
}
