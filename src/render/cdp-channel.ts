/**
 * The render's own CDP commands, sent on Chromium's pipe beside puppeteer's connection and
 * answered without it. A render needs three commands and one event (PageChannel.loadHtml,
 * print.ts); through puppeteer each command builds an Error for its stack trace, a Deferred
 * and a timer, and each incoming message waits for its own setImmediate: a quarter of the
 * renderer's Node CPU (docs/performance.md). Everything else (launch, targets, request
 * interception, previews) stays puppeteer's.
 *
 * The channel sits between the read end of the pipe and puppeteer's PipeTransport: it splits
 * the NUL-separated messages, keeps the answers to its own ids (a range puppeteer's counter
 * never reaches) and hands every other message on, unchanged and in order. It also keeps the
 * three events every document load sends (opened, DOMContentLoaded, load): puppeteer would only
 * turn them into page events nobody here listens to, each in a setImmediate of its own. It
 * watches detached sessions, whose waiting commands then fail as puppeteer's would.
 */
import type { Readable, Writable } from 'node:stream';
import type { PageText } from './html.js';
import { Lru } from './lru.js';

/** Above any id puppeteer's counter reaches, below CDP's 32-bit limit. */
const FIRST_ID = 1_500_000_000;
const LAST_ID = 2_147_483_000;

const ID_PREFIX = Buffer.from('{"id":');
const LOAD_PREFIX = Buffer.from('{"method":"Page.loadEventFired"');
/** Events of every document load that nothing of puppeteer's that Quire uses listens to. */
const UNHEARD = ['Page.documentOpened', 'Page.domContentEventFired'].map((m) => Buffer.from(`{"method":"${m}"`));
const DETACHED_PREFIX = Buffer.from('{"method":"Target.detachedFromTarget"');

/**
 * Takes a command's answer as it arrives, in pieces of its JSON (a PDF's base64), where the
 * channel would hold it whole and parse it: a large answer then never exists as one string.
 */
export interface AnswerSink<T> {
  /** The next bytes of the answer; throws to refuse it (the command fails, the rest is skipped). */
  write(bytes: Buffer): void;
  /** The answer is complete: its result, or throws the protocol error it carried. */
  end(): T;
}

interface Waiting {
  sessionId: string;
  method: string;
  sink?: AnswerSink<unknown>;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

type Listener = (chunk: Buffer) => void;
const EMPTY = Buffer.alloc(0);

export class CdpChannel {
  private nextId = FIRST_ID;
  private readonly waiting = new Map<number, Waiting>();
  private readonly loads = new Map<string, { resolve(): void; reject(error: Error): void }>();
  private pending: Buffer[] = [];
  /** The command whose answer is arriving into its sink, if any. */
  private sinking: Waiting | null = null;
  /** The rest of a refused answer is still arriving: everything up to its NUL is dropped. */
  private skipping = false;
  private closed = false;

  /** Puts the channel in front of puppeteer's reader of `read`; call right after launch. */
  static interpose(write: Writable, read: Readable): CdpChannel {
    const forward = read.listeners('data') as Listener[];
    read.removeAllListeners('data');
    const channel = new CdpChannel(write, forward);
    read.on('data', (chunk: Buffer) => channel.receive(chunk));
    read.once('close', () => channel.close(new Error('browser disconnected')));
    return channel;
  }

  private constructor(
    private readonly write: Writable,
    private readonly forward: Listener[],
  ) {}

  /** Sends `method` to the target of `sessionId`; resolves with its result, or what `sink` makes of the answer. */
  send<T = Record<string, unknown>>(sessionId: string, method: string, params: object, sink?: AnswerSink<T>): Promise<T> {
    return this.sendJson(sessionId, method, JSON.stringify(params), sink);
  }

  /** As send(), with the params already JSON. */
  sendJson<T = Record<string, unknown>>(sessionId: string, method: string, params: string, sink?: AnswerSink<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`Protocol error (${method}): browser disconnected`));
    return new Promise<T>((resolve, reject) => {
      const id = this.nextId;
      this.nextId = id >= LAST_ID ? FIRST_ID : id + 1;
      this.waiting.set(id, { sessionId, method, sink, resolve: resolve as (r: unknown) => void, reject });
      this.write.write(`{"id":${id},"method":${JSON.stringify(method)},"params":${params},"sessionId":${JSON.stringify(sessionId)}}\0`);
    });
  }

  /** Resolves at the next Page.loadEventFired of `sessionId` (one waiter per session). */
  nextLoad(sessionId: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('browser disconnected'));
    return new Promise<void>((resolve, reject) => this.loads.set(sessionId, { resolve, reject }));
  }

  /** Stops waiting for the load of `sessionId` (its command failed). */
  cancelLoad(sessionId: string): void {
    this.loads.delete(sessionId);
  }

  private receive(chunk: Buffer): void {
    chunk = this.continueAnswer(chunk);
    if (chunk.byteLength === 0) return;
    // A large message arrives in many reads: joined once, when its end is there.
    if (chunk.indexOf(0) === -1) {
      this.pending.push(chunk);
      this.claimPending();
      return;
    }
    const data = this.pending.length > 0 ? Buffer.concat([...this.pending, chunk]) : chunk;
    this.pending = [];
    // Runs of messages that are not ours go on as one slice, NULs included.
    let runStart = 0;
    let start = 0;
    for (let end = data.indexOf(0); end !== -1; start = end + 1, end = data.indexOf(0, start)) {
      if (this.take(data, start, end)) {
        if (runStart < start) this.handOn(data.subarray(runStart, start));
        runStart = end + 1;
      }
    }
    if (runStart < start) this.handOn(data.subarray(runStart, start));
    if (start < data.length) {
      this.pending.push(data.subarray(start));
      this.claimPending();
    }
  }

  /** The part of `chunk` that belongs to an answer already claimed (sunk or skipped) goes there; the rest is returned. */
  private continueAnswer(chunk: Buffer): Buffer {
    if (!this.sinking && !this.skipping) return chunk;
    const end = chunk.indexOf(0);
    if (this.sinking && !this.feed(this.sinking, end === -1 ? chunk : chunk.subarray(0, end))) {
      this.sinking = null;
      this.skipping = true;
    }
    if (end === -1) return EMPTY;
    if (this.sinking) this.finish(this.sinking);
    this.sinking = null;
    this.skipping = false;
    return chunk.subarray(end + 1);
  }

  /** An incomplete message that is the answer to a command with a sink: its bytes go there from now on. */
  private claimPending(): void {
    // The id is read off the message's first bytes, which a read may have cut short.
    if (this.pending[0]!.byteLength < 32 && this.pending.length > 1) this.pending = [Buffer.concat(this.pending)];
    const head = this.pending[0]!;
    if (!startsWith(head, 0, ID_PREFIX)) return;
    const id = leadingInteger(head, ID_PREFIX.length);
    const waiting = id >= FIRST_ID ? this.waiting.get(id) : undefined;
    if (!waiting?.sink) return;
    this.waiting.delete(id);
    const parts = this.pending;
    this.pending = [];
    if (parts.every((part) => this.feed(waiting, part))) this.sinking = waiting;
    else this.skipping = true;
  }

  /** False when the sink refused the answer (its command has failed). */
  private feed(waiting: Waiting, bytes: Buffer): boolean {
    try {
      waiting.sink!.write(bytes);
      return true;
    } catch (error) {
      waiting.reject(error as Error);
      return false;
    }
  }

  private finish(waiting: Waiting): void {
    try {
      waiting.resolve(waiting.sink!.end());
    } catch (error) {
      waiting.reject(error as Error);
    }
  }

  /** True when the message at [start, end) is the channel's alone (an answer to one of ours, a load event). */
  private take(data: Buffer, start: number, end: number): boolean {
    if (startsWith(data, start, ID_PREFIX)) {
      const id = leadingInteger(data, start + ID_PREFIX.length);
      const waiting = id >= FIRST_ID ? this.waiting.get(id) : undefined;
      if (!waiting) return false;
      this.waiting.delete(id);
      if (waiting.sink) {
        if (this.feed(waiting, data.subarray(start, end))) this.finish(waiting);
        return true;
      }
      const message = JSON.parse(data.toString('utf8', start, end)) as { result?: unknown; error?: { message: string } };
      if (message.error) waiting.reject(new Error(`Protocol error (${waiting.method}): ${message.error.message}`));
      else waiting.resolve(message.result);
      return true;
    }
    if (startsWith(data, start, LOAD_PREFIX)) {
      const { sessionId } = JSON.parse(data.toString('utf8', start, end)) as { sessionId?: string };
      const load = sessionId ? this.loads.get(sessionId) : undefined;
      if (load) {
        this.loads.delete(sessionId!);
        load.resolve();
      }
      return true;
    }
    if (UNHEARD.some((prefix) => startsWith(data, start, prefix))) return true;
    if (startsWith(data, start, DETACHED_PREFIX)) {
      const { params } = JSON.parse(data.toString('utf8', start, end)) as { params: { sessionId: string } };
      this.fail((sessionId) => sessionId === params.sessionId, new Error('Target closed'));
    }
    return false;
  }

  private handOn(slice: Buffer): void {
    if (this.closed) return;
    try {
      for (const listener of this.forward) listener(slice);
    } catch {
      // puppeteer's transport was closed: the browser is going away
    }
  }

  private fail(matches: (sessionId: string) => boolean, error: Error): void {
    if (this.sinking && matches(this.sinking.sessionId)) {
      this.sinking.reject(new Error(`Protocol error (${this.sinking.method}): ${error.message}`));
      this.sinking = null;
      this.skipping = true;
    }
    for (const [id, waiting] of this.waiting) {
      if (!matches(waiting.sessionId)) continue;
      this.waiting.delete(id);
      waiting.reject(new Error(`Protocol error (${waiting.method}): ${error.message}`));
    }
    for (const [sessionId, load] of this.loads) {
      if (!matches(sessionId)) continue;
      this.loads.delete(sessionId);
      load.reject(error);
    }
  }

  private close(error: Error): void {
    if (this.closed) return;
    this.closed = true;
    this.fail(() => true, error);
  }
}

/** A page's side of the channel: its session, and the frame its documents load into. */
export class PageChannel {
  constructor(
    private readonly channel: CdpChannel,
    readonly sessionId: string,
    readonly frameId: string,
  ) {}

  send<T = Record<string, unknown>>(method: string, params: object, sink?: AnswerSink<T>): Promise<T> {
    return this.channel.send<T>(this.sessionId, method, params, sink);
  }

  /**
   * Puts an HTML document into the page and waits for its load event (fonts, images and
   * stylesheets hold it): what puppeteer's setContent(html, { waitUntil: 'load' }) does with
   * the same Page.setDocumentContent, in one command and one event. A PageText's framework CSS
   * is JSON-escaped once and kept: it repeats render after render.
   */
  async loadHtml(html: string | PageText): Promise<void> {
    // Subscribed first: the event may arrive right behind the command's answer.
    const loaded = this.channel.nextLoad(this.sessionId);
    loaded.catch(() => undefined); // awaited below, unless the command fails first
    const text = typeof html === 'string' ? JSON.stringify(html) : `"${escaped(html.before)}${escapedCss(html.css)}${escaped(html.after)}"`;
    const params = `{"frameId":${JSON.stringify(this.frameId)},"html":${text}}`;
    await this.channel.sendJson(this.sessionId, 'Page.setDocumentContent', params).catch((error: unknown) => {
      this.channel.cancelLoad(this.sessionId);
      throw error;
    });
    await loaded;
  }
}

/** Text as it stands inside a JSON string (without the quotes). */
const escaped = (text: string): string => JSON.stringify(text).slice(1, -1);

const escapedStylesheets = new Lru<string, string>(64);

function escapedCss(css: string): string {
  let text = escapedStylesheets.get(css);
  if (text === undefined) {
    text = escaped(css);
    escapedStylesheets.set(css, text);
  }
  return text;
}

function startsWith(data: Buffer, at: number, prefix: Buffer): boolean {
  return data.length - at >= prefix.length && data.compare(prefix, 0, prefix.length, at, at + prefix.length) === 0;
}

/** The decimal digits at `at`, as a number (-1 when there are none). */
function leadingInteger(data: Buffer, at: number): number {
  let value = -1;
  for (let i = at; i < data.length && i < at + 12; i++) {
    const digit = data[i]! - 48;
    if (digit < 0 || digit > 9) break;
    value = (value < 0 ? 0 : value * 10) + digit;
  }
  return value;
}
