import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Messages, new subscribers and sent replies per profile and 15-minute bucket, kept by triggers like the totals
 * in profile_counters (migration 004), so the dashboard's "today" figures read at most 96 small rows per figure
 * instead of counting the day's rows. Counting was fine for a wedding's 200 messages, but the largest host adds
 * ~2,200 subscribers a day: by evening each refresh read that many index entries (docs/decisions/013).
 *
 * 15 minutes because every time zone in use today is offset from UTC by whole quarter hours, so a local day
 * starts and ends on a bucket boundary (the same reason page_view_buckets, migration 004, are 15 minutes);
 * stats.repository.ts counts the rows themselves for a day that does not. A row's bucket comes from its
 * created_at, which no code changes after the insert.
 */
const BUCKET_MS = 900_000;

interface Bucketed {
  table: string;
  column: string;
  /** What one row adds, as SQL over a row alias. */
  amount: (row: string) => string;
  /** The one column whose change moves the figure (none: updates never do). */
  updatedColumn?: string;
}

const BUCKETED: Bucketed[] = [
  { table: 'voice_messages', column: 'voice_messages', amount: () => '1' },
  { table: 'email_subscribers', column: 'email_subscribers', amount: () => '1' },
  {
    table: 'voice_replies',
    column: 'replies_sent',
    amount: (row) => `(CASE WHEN ${row}.email_status = 'sent' THEN 1 ELSE 0 END)`,
    updatedColumn: 'email_status',
  },
];

const bucketOf = (row: string) => `(${row}.created_at - ${row}.created_at % ${BUCKET_MS})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite: without rowid, so a profile's buckets for a day sit together in the primary key's own B-tree.
  await db.schema
    .createTable('activity_buckets')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('bucket_start', 'bigint', (c) => c.notNull())
    .addColumn('voice_messages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_subscribers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replies_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_buckets_pk', ['profile_id', 'bucket_start'])
    .$call((b) => (postgres ? b : b.modifyEnd(sql`without rowid`)))
    .execute();

  // Rows written before this migration, counted once (the first insert finds the table empty).
  for (const [i, b] of BUCKETED.entries()) {
    const select = `SELECT r.creator_profile_id, ${bucketOf('r')}, sum(${b.amount('r')}) FROM ${b.table} r
      GROUP BY r.creator_profile_id, ${bucketOf('r')} HAVING sum(${b.amount('r')}) <> 0`;
    // "WHERE true": SQLite's parser needs it to tell an upsert's ON CONFLICT from a join's ON.
    const upsert = i === 0 ? '' : `ON CONFLICT (profile_id, bucket_start) DO UPDATE SET ${b.column} = excluded.${b.column}`;
    const query = postgres ? `${select} ${upsert}` : `SELECT * FROM (${select}) WHERE true ${upsert}`;
    await sql.raw(`INSERT INTO activity_buckets (profile_id, bucket_start, ${b.column}) ${query}`).execute(db);
  }

  for (const b of BUCKETED) {
    for (const statement of postgres ? postgresTriggers(b) : sqliteTriggers(b)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const b of BUCKETED) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS vb_bucket_${b.table}_${op}${postgres ? ` ON ${b.table}` : ''}`).execute(db);
    }
    if (postgres) await sql.raw(`DROP FUNCTION IF EXISTS vb_bucket_${b.table}()`).execute(db);
  }
  await db.schema.dropTable('activity_buckets').ifExists().execute();
}

function sqliteTriggers(b: Bucketed): string[] {
  const name = `vb_bucket_${b.table}`;
  const add = (amount: string) =>
    `INSERT INTO activity_buckets (profile_id, bucket_start, ${b.column}) VALUES (NEW.creator_profile_id, ${bucketOf('NEW')}, ${amount})
     ON CONFLICT (profile_id, bucket_start) DO UPDATE SET ${b.column} = activity_buckets.${b.column} + ${amount}`;
  const statements = [
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${b.table} BEGIN ${add(b.amount('NEW'))}; END`,
    // A delete only ever updates: during a cascade the profile (and its buckets) may already be gone.
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${b.table} BEGIN
       UPDATE activity_buckets SET ${b.column} = ${b.column} - ${b.amount('OLD')}
       WHERE profile_id = OLD.creator_profile_id AND bucket_start = ${bucketOf('OLD')}; END`,
  ];
  if (b.updatedColumn) {
    statements.push(
      `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${b.updatedColumn} ON ${b.table}
       WHEN OLD.${b.updatedColumn} IS NOT NEW.${b.updatedColumn} BEGIN ${add(`(${b.amount('NEW')} - ${b.amount('OLD')})`)}; END`,
    );
  }
  return statements;
}

/** PostgreSQL: statement triggers over transition tables, as for the counters (migration 004 says why). */
function postgresTriggers(b: Bucketed): string[] {
  const name = `vb_bucket_${b.table}`;
  const upsert = (select: string) =>
    `INSERT INTO activity_buckets (profile_id, bucket_start, ${b.column}) ${select}
     ON CONFLICT (profile_id, bucket_start) DO UPDATE SET ${b.column} = activity_buckets.${b.column} + excluded.${b.column}`;
  const grouped = (rows: string, amount: string) =>
    `SELECT x.creator_profile_id, ${bucketOf('x')}, sum(${amount}) FROM ${rows} GROUP BY x.creator_profile_id, ${bucketOf('x')}`;
  const onInsert = upsert(grouped('new_rows x', b.amount('x')));
  const onDelete = `UPDATE activity_buckets ab SET ${b.column} = ab.${b.column} - d.amount
     FROM (SELECT x.creator_profile_id AS profile_id, ${bucketOf('x')} AS bucket_start, sum(${b.amount('x')}) AS amount
           FROM old_rows x GROUP BY x.creator_profile_id, ${bucketOf('x')}) d
     WHERE ab.profile_id = d.profile_id AND ab.bucket_start = d.bucket_start`;
  const onUpdate = upsert(
    `${grouped('new_rows x JOIN old_rows o ON o.id = x.id', `${b.amount('x')} - ${b.amount('o')}`)} HAVING sum(${b.amount('x')} - ${b.amount('o')}) <> 0`,
  );
  const statements = [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${onInsert};
       ELSIF TG_OP = 'DELETE' THEN ${onDelete};
       ELSE ${b.updatedColumn ? onUpdate : 'NULL'};
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${b.table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${b.table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
  if (b.updatedColumn) {
    statements.push(
      `CREATE TRIGGER ${name}_update AFTER UPDATE ON ${b.table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    );
  }
  return statements;
}
