import { sql } from 'kysely';
import type { AppDeps } from '../../deps.js';

export type Check = 'ok' | 'unavailable';
export interface Health {
  status: Check;
  database: Check;
  storage: Check;
  /** ffmpeg, which measures every recording and makes its playable copy: without it no voice message is taken. */
  transcoder: Check;
  /** Where the ffmpeg in use came from (configured, the system's, or the bundled npm package). */
  transcoderSource?: string;
}

const PING_TIMEOUT_MS = 3000;

/** Rejects when the promise takes longer than ms: a hung dependency is as unavailable as a refusing one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function probe(run: () => Promise<unknown>): Promise<Check> {
  try {
    await within(run(), PING_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

/**
 * Pings the database and the object store at once, and says whether this instance has a transcoder (found once at
 * start). Any of them missing makes the whole unavailable: an instance that cannot take voice messages should leave
 * the load balancer's rotation like one that cannot reach its database (docs/decisions/018).
 */
export async function checkHealth(deps: Pick<AppDeps, 'db' | 'store' | 'audio'>): Promise<Health> {
  const [database, storage] = await Promise.all([
    probe(() => sql`select 1`.execute(deps.db)),
    probe(() => deps.store.ping()),
  ]);
  const transcoder: Check = deps.audio ? 'ok' : 'unavailable';
  const status = database === 'ok' && storage === 'ok' && transcoder === 'ok' ? 'ok' : 'unavailable';
  return { status, database, storage, transcoder, ...(deps.audio ? { transcoderSource: deps.audio.ffmpeg.source } : {}) };
}
