import { sql } from 'kysely';
import type { AppDeps } from '../../deps.js';

export type Check = 'ok' | 'unavailable';
export interface Health {
  status: Check;
  database: Check;
  storage: Check;
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

/** Pings the database and the object store at once; either one down makes the whole unavailable. */
export async function checkHealth(deps: Pick<AppDeps, 'db' | 'store'>): Promise<Health> {
  const [database, storage] = await Promise.all([
    probe(() => sql`select 1`.execute(deps.db)),
    probe(() => deps.store.ping()),
  ]);
  return { status: database === 'ok' && storage === 'ok' ? 'ok' : 'unavailable', database, storage };
}
