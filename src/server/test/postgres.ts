import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
/** Serialises making the template between test processes (any constant; pg_advisory_lock's key). */
const TEMPLATE_LOCK = 0x766274;
/** A template no run has used for this long is dropped when another is made. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

async function connectAdmin(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is required for the tests and is not reachable at ${TEST_DATABASE_URL} (${(err as Error).message}). ` +
        'Start it (bash .ci/run does) or set TEST_DATABASE_URL.',
    );
  }
  return admin;
}

const urlOf = (name: string) => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The template's name changes with the migrations' text, so a changed migration makes a new template. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(MIGRATIONS_DIR + file));
  return `vb_template_${hash.digest('hex').slice(0, 12)}`;
}

let template: Promise<string> | undefined;

/**
 * A migrated database that test databases are copied from (CREATE DATABASE ... TEMPLATE): copying takes a few tens of
 * milliseconds where running every migration took most of a second per suite. Made once per set of migrations and
 * kept between runs; templates no run has used for a day are dropped when a new one is made.
 */
function migratedTemplate(): Promise<string> {
  return (template ??= (async () => {
    const name = templateName();
    const admin = await connectAdmin();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        // Another checkout on this machine (a branch with a new migration) may be running its suites from its own
        // template right now: only templates unused for a day go.
        const stale = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database
            WHERE datname LIKE 'vb\\_template\\_%' AND datname NOT LIKE '%\\_building'
              AND coalesce(shobj_description(oid, 'pg_database'), '') < $1`,
          [new Date(Date.now() - STALE_AFTER_MS).toISOString()],
        );
        for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        // Made under another name and renamed when complete: an interrupted run never leaves a half-migrated template.
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const database = openDatabase({ databaseUrl: urlOf(building), dataDir: '.', poolSize: 1 });
        try {
          await migrateToLatest(database.db);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      // When this template was last used (its comment): what tells a stale one from another checkout's.
      await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await admin.end();
    }
  })());
}

/**
 * A fresh PostgreSQL database for one test app: a copy of the migrated template, or empty with `{ empty: true }` (for
 * tests of the migrations themselves). No PostgreSQL is a loud failure, never a skip: CI provides one, and the README
 * says how to get one locally.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const source = empty ? undefined : await migratedTemplate();
  const admin = await connectAdmin();
  const name = `vb_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlOf(name),
    async drop() {
      const c = await connectAdmin();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
