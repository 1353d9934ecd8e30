import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../src/server/test/harness.js';
import { usedBytesOfProfile } from '../src/server/storage/stored-objects.repository.js';
import { VOICE_PURPOSES } from '../src/server/storage/purposes.js';
import { scaled, seed } from './seed.js';

describeEachDatabase('benchmark seeder at 1/1000 of marketing scale', (ctx) => {
  it('writes the promised counts, skewed to one large host, and the dashboard counters agree', async () => {
    const { app } = ctx();
    const db = app.deps.db;
    const size = scaled(1000);
    const result = await seed(db, size);
    expect(result.counts).toMatchObject({ users: size.hosts, profiles: size.hosts, messages: size.messages, subscribers: size.subscribers });

    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
    expect(await count('users')).toBe(size.hosts);
    expect(await count('voice_messages')).toBe(size.messages);
    expect(await count('email_subscribers')).toBe(size.subscribers);
    // Every recording has its stored object, and the large host's quota sees them all.
    expect(await count('stored_objects')).toBe(result.counts.messages + result.counts.replies);
    const used = await usedBytesOfProfile(db, result.bigHost.profileId, VOICE_PURPOSES);
    const durations = await db.selectFrom('voiceMessages').select((eb) => eb.fn.sum<number>('duration').as('s')).where('creatorProfileId', '=', result.bigHost.profileId).executeTakeFirstOrThrow();
    const bigReplies = Math.ceil(size.bigHostMessages / 10);
    expect(used).toBe((Number(durations.s) + 20 * bigReplies) * 10_000);

    const big = await db
      .selectFrom('voiceMessages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creatorProfileId', '=', result.bigHost.profileId)
      .executeTakeFirstOrThrow();
    expect(Number(big.n)).toBe(size.bigHostMessages);

    // The large host signs in with the seeded password and sees its own numbers.
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: result.bigHost.email, password: result.bigHost.password } });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const stats = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().voiceMessages.total).toBe(size.bigHostMessages);
    expect(stats.json().emails.total).toBe(size.bigHostSubscribers);
  });
});
