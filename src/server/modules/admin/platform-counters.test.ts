import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { down, up } from '../../db/migrations/015-user-count.js';
import type { DB } from '../../db/schema.js';
import { describeEachDatabase } from '../../test/harness.js';
import { adminCookie, createTestAdmin, seedActivity, seedCreator } from './admin.test-support.js';

/** What the overview and the user list must show: every table counted the slow way. */
async function counted(db: Kysely<DB>) {
  const n = async (table: 'users' | 'voiceMessages' | 'emailSubscribers') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const views = await db.selectFrom('pageViewDays').select((eb) => eb.fn.sum<number>('views').as('n')).executeTakeFirstOrThrow();
  return {
    totalUsers: await n('users'),
    totalVoiceMessages: await n('voiceMessages'),
    totalEmailSubscribers: await n('emailSubscribers'),
    totalPageViews: Number(views.n ?? 0),
  };
}

/** An account as a sign-up writes it, without a profile. */
const bareUser = (id: string) => ({
  id,
  email: `${id}@example.com`,
  firstName: 'Bare',
  lastName: 'User',
  authProvider: 'local' as const,
  isEmailVerified: 0,
  createdAt: Date.now(),
  updatedAt: Date.now(),
});

describeEachDatabase('platform totals from maintained counters', (ctx) => {
  let cookie: string;
  beforeAll(async () => {
    const { app } = ctx();
    cookie = await adminCookie(app, await createTestAdmin(app));
  });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { cookie } });
  const shown = async () => ({
    overview: (await get('/admin-api/dashboard/stats')).json(),
    listTotal: Number((await get('/admin-api/users?limit=1')).headers['x-total-count']),
  });

  it('equal the tables counted through sign-ups, activity, multi-row statements and cascaded deletes', async () => {
    const { app } = ctx();
    const { db } = app.deps;
    const tag = `pc${Date.now().toString(36)}`;
    const hosts = [];
    for (const i of [1, 2, 3]) {
      const host = await seedCreator(app, { email: `${tag}.${i}@example.com`, firstName: 'Host', lastName: `${i}`, username: `${tag}_${i}` });
      await seedActivity(app, host.profile!.id, { messages: i, subscribers: 2 * i, replies: 1, viewsByDay: { '2026-11-01': i, '2026-11-02': 10 } });
      hosts.push(host);
    }
    // Several accounts in one statement (PostgreSQL's trigger sees them together), then several gone in one.
    await db.insertInto('users').values([bareUser(`${tag}-x`), bareUser(`${tag}-y`), bareUser(`${tag}-z`)]).execute();
    await db.deleteFrom('users').where('id', 'in', [`${tag}-x`, `${tag}-y`]).execute();
    // An account deleted with everything its page collected (profile, messages, subscribers, views cascade).
    await db.deleteFrom('users').where('id', '=', hosts[1]!.id).execute();

    const expected = await counted(db);
    expect(expected.totalUsers).toBeGreaterThanOrEqual(3); // the scenario is not empty
    expect(await shown()).toEqual({ overview: expected, listTotal: expected.totalUsers });

    // A statement that touches no account changes nothing.
    await db.deleteFrom('users').where('id', '=', `${tag}-none`).execute();
    expect((await shown()).listTotal).toBe(expected.totalUsers);
  });

  it('counts, when the migration runs, the accounts made before it', async () => {
    const { app } = ctx();
    const { db } = app.deps;
    const tag = `pm${Date.now().toString(36)}`;
    await db.insertInto('users').values([bareUser(`${tag}-a`), bareUser(`${tag}-b`)]).execute();
    await down(db as Kysely<unknown>);
    // Accounts made while the counter was gone are counted by the migration, not lost.
    await db.insertInto('users').values(bareUser(`${tag}-c`)).execute();
    await up(db as Kysely<unknown>);
    const total = (await counted(db)).totalUsers;
    expect((await shown()).listTotal).toBe(total);
    // And the triggers are back.
    await db.deleteFrom('users').where('id', '=', `${tag}-a`).execute();
    expect((await shown()).overview.totalUsers).toBe(total - 1);
  });
});
