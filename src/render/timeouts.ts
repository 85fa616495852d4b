/** Small promise utilities for the render path, where nothing may wait forever. */

export class TimeoutError extends Error {
  constructor(
    readonly ms: number,
    what = 'operation',
  ) {
    super(`${what} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Rejects with TimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms, what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A promise that never rejects the process: for fire-and-forget cleanup. */
export function quietly(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
