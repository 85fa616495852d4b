/**
 * Runs inside an inspection worker thread (inspect-pool.ts). It says when it starts, so the
 * deadline counts the file's own inspection, not the wait for a thread or for the parsers to
 * load; refusals cross the thread boundary as plain data, since Error subclasses do not
 * survive the message copy.
 */
import { type TimedTask, taskStarted } from '../../core/worker-threads.js';
import { inspectBytes, type Inspected } from './inspect.js';
import { type InspectLimits, isRefusal, isTooLarge, type RefusalRule } from './refusals.js';
import { looksLikeSvg } from './sniff.js';
import { svgPurifier } from './svg-sanitize.js';

export interface InspectTask extends TimedTask {
  bytes: Uint8Array;
  limits: InspectLimits;
}

export type InspectOutcome =
  | { ok: true; file: Omit<Inspected, 'body'> & { body: Uint8Array } }
  | { ok: false; rule: RefusalRule; params: Record<string, number> }
  | { ok: false; tooLarge: number };

export default async function run(task: InspectTask): Promise<InspectOutcome> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  // jsdom (seconds to load on a busy machine) only for an SVG, and before the clock starts:
  // loading it is not the file's time.
  if (looksLikeSvg(bytes)) await svgPurifier();
  taskStarted(task);
  try {
    return { ok: true, file: await inspectBytes(bytes, task.limits) };
  } catch (error) {
    if (isRefusal(error)) return { ok: false, rule: error.rule, params: error.params };
    if (isTooLarge(error)) return { ok: false, tooLarge: error.limit };
    // Anything else a parser threw (a stack overflow on markup it could not bound) is a file it cannot read.
    return { ok: false, rule: 'file_unreadable', params: {} };
  }
}
