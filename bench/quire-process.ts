/** bench/quire-server.ts as a forked child of a benchmark, called over its IPC channel. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerReady } from './quire-server.js';

export class QuireProcess {
  private nextId = 0;
  private readonly pending = new Map<number, (reply: Record<string, unknown>) => void>();
  private constructor(
    private readonly child: ChildProcess,
    readonly ready: ServerReady,
  ) {
    child.on('message', (msg: { id?: number; error?: string }) => {
      const done = msg.id === undefined ? undefined : this.pending.get(msg.id);
      if (!done) return;
      this.pending.delete(msg.id!);
      if (msg.error) throw new Error(`quire-server: ${msg.error}`);
      done(msg as Record<string, unknown>);
    });
  }

  /** `cannedRenderMs`: renders answer a PDF printed once, after that many ms (bench/generate.ts --canned-render). */
  static async start(restartAfter: string | undefined, cannedRenderMs?: string): Promise<QuireProcess> {
    const child = fork(fileURLToPath(new URL('./quire-server.ts', import.meta.url)), [], {
      // BENCH_NODE_ARGS: more flags for Quire's Node, e.g. --perf-basic-prof to name JIT frames under `perf record`.
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
      env: { ...process.env, BENCH_RESTART_AFTER: restartAfter ?? '', BENCH_CANNED_RENDER_MS: cannedRenderMs ?? '' },
      stdio: 'inherit',
    });
    const ready = await new Promise<ServerReady>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`quire-server exited (${code})`)));
      child.on('message', (msg: { ready?: ServerReady }) => msg.ready && resolve(msg.ready));
    });
    return new QuireProcess(child, ready);
  }

  get pid(): number {
    return this.child.pid!;
  }

  call(cmd: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ id, cmd, ...extra });
    });
  }

  /** Quire's Node CPU so far, microseconds. */
  async cpu(): Promise<number> {
    return (await this.call('cpu')).cpu as number;
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.call('close');
    await exited;
  }
}
