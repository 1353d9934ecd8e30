import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export interface RetryableLazy<P extends object> {
  /** The lazy component as it stands; read it on every render (retry() replaces it). */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the load ahead of need (idle time): once it has resolved, no later render needs the network. */
  preload(): Promise<unknown>;
  /** After a failed load: the next render loads again (React.lazy keeps a failed load for ever). */
  retry(): void;
}

/**
 * React.lazy for a named export whose failed load (the network went away) can be tried again, so that a code chunk
 * that did not arrive leaves a retry button in place of its part of the page, never the whole page's error screen.
 */
export function retryableLazy<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): RetryableLazy<P> {
  let inFlight: Promise<M> | null = null;
  const loadOnce = () => {
    inFlight ??= load().catch((error: unknown) => {
      inFlight = null;
      throw error;
    });
    return inFlight;
  };
  const make = () => lazy(async () => ({ default: pick(await loadOnce()) }));
  let current = make();
  return {
    get Component() {
      return current;
    },
    preload: () => loadOnce().catch(() => undefined),
    retry() {
      current = make();
    },
  };
}

/** Runs `task` when the browser is idle after the page has painted (or soon, where there is no idle callback). */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
