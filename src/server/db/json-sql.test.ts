import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.js';
import { JSON_SQL } from './json-sql.js';

// Times the database formats itself (the admin user list) must read exactly as JavaScript's toISOString would:
// the same milliseconds, the same zero padding, at the edges of a second, a day, a leap day and the year 9999.
const EDGES = [0, 1, 999, 1000, 86_399_999, 951_868_799_999, 951_782_400_000, 1_700_000_000_001, 1_795_333_750_943, 253_402_300_799_999];

describeEachDatabase('database-written ISO times', (ctx) => {
  it('print every millisecond as toISOString does', async () => {
    const { app } = ctx();
    const { db, dialect } = app.deps;
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const times = [...EDGES, ...Array.from({ length: 2000 }, () => Math.floor(random() * 4_102_444_800_000))];
    const values = sql.join(times.map((t, i) => sql`(${sql.lit(i)}, ${sql.lit(t)})`));
    const iso = sql.raw(JSON_SQL[dialect].isoTime('t.ms'));
    const { rows } = await sql<{ i: number; iso: string }>`with t(i, ms) as (values ${values}) select t.i as i, ${iso} as iso from t`.execute(db);
    expect(rows).toHaveLength(times.length);
    for (const row of rows) expect(row.iso).toBe(new Date(times[Number(row.i)]!).toISOString());
  });
});
