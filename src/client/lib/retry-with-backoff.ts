import { errorStatus } from './api-client.js';

export interface RetryInfo {
  /** The attempt that just failed, from 1. */
  attempt: number;
  error: unknown;
  /** Milliseconds until the next try; 0 while waiting for the browser to come back online. */
  delayMs: number;
  offline: boolean;
}

export interface RetryOptions {
  signal?: AbortSignal;
  baseMs?: number;
  maxMs?: number;
  /** Which failures are worth another try; transient ones (network, 5xx, 429) by default. */
  shouldRetry?: (error: unknown) => boolean;
  onRetry?: (info: RetryInfo) => void;
  /** For tests; the browser's navigator.onLine and 'online' event by default. */
  isOnline?: () => boolean;
  waitForOnline?: (signal?: AbortSignal) => Promise<void>;
}

/** 1 s, 2 s, 4 s … doubling up to `maxMs` (about a minute) between tries. */
export function backoffDelay(attempt: number, baseMs = 1000, maxMs = 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * A failure another try may cure: no answer at all (fetch rejects with a TypeError when the network is down),
 * a server error, or 429. Any other 4xx is final: the same request would be refused again.
 */
export function isTransientFailure(error: unknown): boolean {
  if (isAbort(error)) return false;
  const status = errorStatus(error);
  if (status === undefined) return error instanceof TypeError;
  return status >= 500 || status === 429;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('Aborted', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function browserWaitForOnline(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      window.removeEventListener('online', done);
      reject(abortError());
    };
    window.addEventListener('online', done);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `task` until it succeeds, a failure is final, or `signal` aborts. While the browser says it is offline it
 * waits for the 'online' event instead of burning tries; otherwise it backs off exponentially. No try limit: the
 * caller keeps the data safe (IndexedDB) and can abort.
 */
export async function retryWithBackoff<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { signal, baseMs = 1000, maxMs = 60_000, shouldRetry = isTransientFailure, onRetry } = options;
  const isOnline = options.isOnline ?? browserIsOnline;
  const waitForOnline = options.waitForOnline ?? browserWaitForOnline;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw abortError();
    try {
      return await task(attempt);
    } catch (error) {
      if (signal?.aborted || !shouldRetry(error)) throw error;
      if (!isOnline()) {
        onRetry?.({ attempt, error, delayMs: 0, offline: true });
        await waitForOnline(signal);
        continue;
      }
      const delayMs = backoffDelay(attempt, baseMs, maxMs);
      onRetry?.({ attempt, error, delayMs, offline: false });
      await sleep(delayMs, signal);
    }
  }
}
