/**
 * Runs inside an inspection worker thread (inspect-pool.ts). It says when it starts, so the
 * deadline counts the file's own inspection and not the wait for a thread; refusals cross the
 * thread boundary as plain data, since Error subclasses do not survive the message copy.
 */
import type { MessagePort } from 'node:worker_threads';
import { inspectBytes, type Inspected } from './inspect.js';
import { FileTooLarge, RefusedFile, type InspectLimits, type RefusalRule } from './refusals.js';
import { svgPurifier } from './svg-sanitize.js';

// Before the first task: the deadline starts with a task and should not count loading jsdom.
await svgPurifier();

export interface InspectTask {
  bytes: Uint8Array;
  limits: InspectLimits;
  started: MessagePort;
}

export type InspectOutcome =
  | { ok: true; file: Omit<Inspected, 'body'> & { body: Uint8Array } }
  | { ok: false; rule: RefusalRule; params: Record<string, number> }
  | { ok: false; tooLarge: number };

export default async function run(task: InspectTask): Promise<InspectOutcome> {
  task.started.postMessage('started');
  task.started.close();
  try {
    const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
    return { ok: true, file: await inspectBytes(bytes, task.limits) };
  } catch (error) {
    if (error instanceof RefusedFile) return { ok: false, rule: error.rule, params: error.params };
    if (error instanceof FileTooLarge) return { ok: false, tooLarge: error.limit };
    // Anything else a parser threw (a stack overflow on markup it could not bound) is a file it cannot read.
    return { ok: false, rule: 'file_unreadable', params: {} };
  }
}
