import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.js';
import { backoffDelay, isTransientFailure, retryWithBackoff, type RetryInfo } from './retry-with-backoff.js';

const networkDown = () => new TypeError('Failed to fetch');
const http = (status: number) => new ApiError(status, JSON.stringify({ message: `status ${status}` }), '');

describe('backoffDelay', () => {
  it('doubles from one second and stops growing at about a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });
});

describe('isTransientFailure', () => {
  it('retries a lost connection, server errors and 429, never other 4xx or an abort', () => {
    expect(isTransientFailure(networkDown())).toBe(true);
    expect(isTransientFailure(http(500))).toBe(true);
    expect(isTransientFailure(http(503))).toBe(true);
    expect(isTransientFailure(http(429))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415]) expect(isTransientFailure(http(status))).toBe(false);
    expect(isTransientFailure(new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});

describe('retryWithBackoff', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after 1 s, 2 s, 4 s until the network answers', async () => {
    const outcomes: Array<() => Promise<string>> = [
      () => Promise.reject(networkDown()),
      () => Promise.reject(http(503)),
      () => Promise.reject(http(429)),
      () => Promise.resolve('stored'),
    ];
    const retries: RetryInfo[] = [];
    const task = vi.fn((attempt: number) => outcomes[attempt - 1]!());
    const result = retryWithBackoff(task, { isOnline: () => true, onRetry: (info) => retries.push(info) });

    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBe('stored');
    expect(retries.map((r) => r.delayMs)).toEqual([1000, 2000, 4000]);
  });

  it('gives up at once on a refusal such as 400 or 413', async () => {
    const task = vi.fn(() => Promise.reject(http(413)));
    await expect(retryWithBackoff(task, { isOnline: () => true })).rejects.toMatchObject({ status: 413 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to come back online instead of trying while offline', async () => {
    let online = false;
    let goOnline!: () => void;
    const waitForOnline = vi.fn(() => new Promise<void>((resolve) => (goOnline = resolve)));
    const task = vi.fn((attempt: number) => (attempt === 1 ? Promise.reject(networkDown()) : Promise.resolve('sent')));
    const retries: RetryInfo[] = [];
    const result = retryWithBackoff(task, { isOnline: () => online, waitForOnline, onRetry: (i) => retries.push(i) });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(retries).toMatchObject([{ offline: true, delayMs: 0 }]);

    online = true;
    goOnline();
    await expect(result).resolves.toBe('sent');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when aborted, without another try', async () => {
    const controller = new AbortController();
    const task = vi.fn(() => Promise.reject(networkDown()));
    const result = retryWithBackoff(task, { signal: controller.signal, isOnline: () => true });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
