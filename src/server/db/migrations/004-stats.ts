import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Page views (per UTC day as agreed, plus 15-minute buckets so "today" is exact in any time zone),
 * the 30-minute visit de-duplication, and per-profile counters for the dashboard totals.
 *
 * The counters are kept by database triggers (the one dialect-specific part of the schema): every
 * writer of messages, subscribers, replies and page views keeps them right without knowing about them,
 * cascading deletes included, and the dashboard reads its totals from one row instead of counting
 * hundreds of thousands of rows on every refresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_view_days')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_view_days_pk', ['profile_id', 'day'])
    .execute();

  // bucket_start: epoch ms, a multiple of 15 minutes; every time zone in use today is offset by whole quarter hours.
  await db.schema
    .createTable('page_view_buckets')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('bucket_start', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_view_buckets_pk', ['profile_id', 'bucket_start'])
    .execute();
  await db.schema.createIndex('page_view_buckets_start_idx').on('page_view_buckets').column('bucket_start').execute();

  await db.schema
    .createTable('page_visits')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('last_counted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_visits_pk', ['profile_id', 'visitor_key'])
    .execute();
  await db.schema.createIndex('page_visits_sweep_idx').on('page_visits').column('last_counted_at').execute();

  await db.schema
    .createTable('profile_counters')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('voice_messages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_subscribers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replies_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Rows written before this migration (none on a fresh install) are counted once here.
  await sql`
    INSERT INTO profile_counters (profile_id, voice_messages, email_subscribers, replies_sent, page_views)
    SELECT p.id,
      (SELECT count(*) FROM voice_messages m WHERE m.creator_profile_id = p.id),
      (SELECT count(*) FROM email_subscribers s WHERE s.creator_profile_id = p.id),
      (SELECT count(*) FROM voice_replies r WHERE r.creator_profile_id = p.id AND r.email_status = 'sent'),
      0
    FROM creator_profiles p`.execute(db);

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const c of COUNTED) {
    for (const statement of postgres ? postgresTriggers(c) : sqliteTriggers(c)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const c of COUNTED) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS vb_count_${c.table}_${op}${postgres ? ` ON ${c.table}` : ''}`).execute(db);
    }
    if (postgres) await sql.raw(`DROP FUNCTION IF EXISTS vb_count_${c.table}()`).execute(db);
  }
  for (const t of ['profile_counters', 'page_visits', 'page_view_buckets', 'page_view_days']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

/**
 * How one table's rows add to one counter: `amount` is an SQL expression over a row alias;
 * `updatedColumn` names the one column whose change moves the counter (none: updates never do),
 * `key` the columns that identify a row (to pair old and new versions of updated rows).
 */
interface Counted {
  table: string;
  profileColumn: string;
  counter: string;
  amount: (row: string) => string;
  updatedColumn?: string;
  key: string[];
}

const COUNTED: Counted[] = [
  { table: 'voice_messages', profileColumn: 'creator_profile_id', counter: 'voice_messages', amount: () => '1', key: ['id'] },
  { table: 'email_subscribers', profileColumn: 'creator_profile_id', counter: 'email_subscribers', amount: () => '1', key: ['id'] },
  {
    table: 'voice_replies',
    profileColumn: 'creator_profile_id',
    counter: 'replies_sent',
    amount: (row) => `(CASE WHEN ${row}.email_status = 'sent' THEN 1 ELSE 0 END)`,
    updatedColumn: 'email_status',
    key: ['id'],
  },
  {
    table: 'page_view_days',
    profileColumn: 'profile_id',
    counter: 'page_views',
    amount: (row) => `${row}.views`,
    updatedColumn: 'views',
    key: ['profile_id', 'day'],
  },
];

// SQLite: row triggers (it updates the counter row in place, so a bulk insert costs one small write per row).
function sqliteTriggers(c: Counted): string[] {
  const name = `vb_count_${c.table}`;
  const add = (amount: string) =>
    `INSERT INTO profile_counters (profile_id, ${c.counter}) VALUES (NEW.${c.profileColumn}, ${amount})
     ON CONFLICT (profile_id) DO UPDATE SET ${c.counter} = profile_counters.${c.counter} + ${amount}`;
  const statements = [
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${c.table} BEGIN ${add(c.amount('NEW'))}; END`,
    // A delete only ever updates: during a cascade the profile (and its counter row) may already be gone.
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${c.table} BEGIN
       UPDATE profile_counters SET ${c.counter} = ${c.counter} - ${c.amount('OLD')} WHERE profile_id = OLD.${c.profileColumn}; END`,
  ];
  if (c.updatedColumn) {
    statements.push(
      `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${c.updatedColumn} ON ${c.table}
       WHEN OLD.${c.updatedColumn} IS NOT NEW.${c.updatedColumn} BEGIN ${add(`(${c.amount('NEW')} - ${c.amount('OLD')})`)}; END`,
    );
  }
  return statements;
}

/**
 * PostgreSQL: statement triggers over transition tables, one counter update per statement and profile.
 * (Row triggers would update the same counter row once per inserted row; inside one transaction each
 * update lengthens that row's version chain, which makes a bulk insert quadratic.)
 */
function postgresTriggers(c: Counted): string[] {
  const name = `vb_count_${c.table}`;
  const upsert = (select: string) =>
    `INSERT INTO profile_counters (profile_id, ${c.counter}) ${select}
     ON CONFLICT (profile_id) DO UPDATE SET ${c.counter} = profile_counters.${c.counter} + excluded.${c.counter}`;
  const onInsert = upsert(`SELECT n.${c.profileColumn}, sum(${c.amount('n')}) FROM new_rows n GROUP BY n.${c.profileColumn}`);
  const onDelete = `UPDATE profile_counters pc SET ${c.counter} = pc.${c.counter} - d.amount
     FROM (SELECT o.${c.profileColumn} AS profile_id, sum(${c.amount('o')}) AS amount FROM old_rows o GROUP BY o.${c.profileColumn}) d
     WHERE pc.profile_id = d.profile_id`;
  const pair = c.key.map((k) => `o.${k} = n.${k}`).join(' AND ');
  const onUpdate = upsert(
    `SELECT n.${c.profileColumn}, sum(${c.amount('n')} - ${c.amount('o')}) FROM new_rows n JOIN old_rows o ON ${pair}
     GROUP BY n.${c.profileColumn} HAVING sum(${c.amount('n')} - ${c.amount('o')}) <> 0`,
  );
  const statements = [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${onInsert};
       ELSIF TG_OP = 'DELETE' THEN ${onDelete};
       ELSE ${c.updatedColumn ? onUpdate : 'NULL'};
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${c.table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${c.table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
  if (c.updatedColumn) {
    statements.push(
      `CREATE TRIGGER ${name}_update AFTER UPDATE ON ${c.table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
    );
  }
  return statements;
}
