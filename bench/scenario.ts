import type { Kysely } from 'kysely';
import type { DB } from '../src/server/db/schema.js';
import type { ObjectStore } from '../src/server/storage/object-store.js';
import type { BenchServer } from './bench-server.js';
import type { Prepared } from './prepare.js';

export interface BenchContext {
  prepared: Prepared;
  server: BenchServer;
  /** The benchmark's own connection to the database under test, to count what the server wrote. */
  db: Kysely<DB>;
  store: ObjectStore;
  load: { connections: number; seconds: number };
  hostCookie: string;
  adminCookie: string;
  /** How many times each load row is measured (each time next to its baseline). */
  rounds: number;
  /** Whether a scenario was asked for (all are, without --only). */
  selected(name: string): boolean;
  record(what: string, figure: string, target: string, ok: boolean | null): void;
}

/** One row (or more) of the results table; `name` selects it with --only. */
export interface Scenario {
  name: string;
  run(ctx: BenchContext): Promise<void>;
}
