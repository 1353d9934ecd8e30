import { expect, it } from 'vitest';
import { createCreator, describeApp } from '../../test/harness.js';
import { recordVisit } from './page-views.service.js';
import { getDashboardStats } from './stats.service.js';
import { BROWSER_UA, insertMessage, insertReply, insertSubscriber } from './stats.test-support.js';
import { localDay } from '../../lib/time-zone.js';
import { en } from '../../../shared/i18n/english.js';

const HOUR = 3_600_000;

describeApp('dashboard statistics', (ctx) => {
  const stats = async (cookie: string, tz?: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/dashboard/stats${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const view = (username: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: `/api/profile/${username}/view`, headers: { 'user-agent': BROWSER_UA, ...headers } });

  it('starts at zero for a new host', async () => {
    const host = await createCreator(ctx().app);
    expect(await stats(host.cookie)).toEqual({
      voiceMessages: { total: 0, today: 0 },
      emails: { total: 0, today: 0 },
      pageViews: { total: 0, today: 0 },
      replies: { total: 0, today: 0 },
    });
  });

  it('counts messages, subscribers, sent replies and views, today and in total', async () => {
    const { app } = ctx();
    const db = app.deps.db;
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const now = Date.now();
    const lastWeek = now - 7 * 24 * HOUR;
    const old = await insertMessage(db, pid, lastWeek);
    const fresh = await insertMessage(db, pid, now);
    await insertMessage(db, pid, now);
    await insertSubscriber(db, pid, 'old@example.com', lastWeek);
    await insertSubscriber(db, pid, 'new@example.com', now);
    await insertSubscriber(db, pid, 'new@example.com', now); // a second message from the same guest: still one subscriber
    await insertReply(db, pid, old, lastWeek);
    await insertReply(db, pid, fresh, now);
    await insertReply(db, pid, fresh, now, 'failed'); // not sent: not counted
    expect((await view(host.profile!.username)).statusCode).toBe(204);

    expect(await stats(host.cookie)).toEqual({
      voiceMessages: { total: 3, today: 2 },
      emails: { total: 2, today: 1 },
      pageViews: { total: 1, today: 1 },
      replies: { total: 2, today: 1 },
    });

    // Another host's activity never shows here.
    const other = await createCreator(app);
    await insertMessage(db, other.profile!.id, now);
    expect((await stats(host.cookie)).voiceMessages.total).toBe(3);
    expect((await stats(other.cookie)).voiceMessages).toEqual({ total: 1, today: 1 });
  });

  it('keeps totals right when rows change or go away (a failed reply resent, a message deleted)', async () => {
    const { app } = ctx();
    const db = app.deps.db;
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const now = Date.now();
    const m1 = await insertMessage(db, pid, now);
    const m2 = await insertMessage(db, pid, now);
    const reply = await insertReply(db, pid, m1, now, 'failed');
    expect((await stats(host.cookie)).replies.total).toBe(0);
    await db.updateTable('voiceReplies').set({ emailStatus: 'sent', sentAt: now }).where('id', '=', reply).execute();
    expect((await stats(host.cookie)).replies).toEqual({ total: 1, today: 1 });
    // Deleting a message takes its reply with it (cascade), and both totals follow.
    await db.deleteFrom('voiceMessages').where('id', '=', m1).execute();
    const after = await stats(host.cookie);
    expect(after.voiceMessages).toEqual({ total: 1, today: 1 });
    expect(after.replies).toEqual({ total: 0, today: 0 });
    await db.deleteFrom('voiceMessages').where('id', '=', m2).execute();
    expect((await stats(host.cookie)).voiceMessages).toEqual({ total: 0, today: 0 });
  });

  it("counts 'today' on the creator's calendar day, across midnight in their time zone", async () => {
    const { app } = ctx();
    const db = app.deps.db;
    const host = await createCreator(app);
    const pid = host.profile!.id;
    const zone = 'Pacific/Auckland';
    const { start } = localDay(zone, Date.now());
    await insertMessage(db, pid, start - 1000); // 23:59:59 yesterday in Auckland
    await insertMessage(db, pid, start); // 00:00:00 today in Auckland
    await insertSubscriber(db, pid, 'late@example.com', start - 1);
    await insertSubscriber(db, pid, 'early@example.com', start + 1);
    const there = await stats(host.cookie, zone);
    expect(there.voiceMessages).toEqual({ total: 2, today: 1 });
    expect(there.emails).toEqual({ total: 2, today: 1 });
  });

  it('moves a message between days with the zone, DST day included (fixed clock)', async () => {
    const { app } = ctx();
    const db = app.deps.db;
    const host = await createCreator(app);
    const pid = host.profile!.id;
    // 29 March 2026: Berlin springs forward; its day began at 2026-03-28T23:00Z (midnight CET).
    const now = Date.parse('2026-03-29T10:00:00Z');
    await insertMessage(db, pid, Date.parse('2026-03-28T22:59:59Z')); // 23:59:59 on the 28th in Berlin
    await insertMessage(db, pid, Date.parse('2026-03-28T23:00:00Z')); // 00:00 on the 29th in Berlin
    await insertMessage(db, pid, Date.parse('2026-03-29T21:59:59Z')); // 23:59:59 CEST, still the 29th
    await insertMessage(db, pid, Date.parse('2026-03-29T22:00:00Z')); // the 30th in Berlin
    const visit = { username: host.profile!.username, signedInUserId: null, visitorId: undefined, ip: '203.0.113.9', userAgent: BROWSER_UA };
    expect((await recordVisit(app.deps, visit, Date.parse('2026-03-28T23:10:00Z'))).counted).toBe(true);

    const berlin = await getDashboardStats(app.deps, host.user.id, 'Europe/Berlin', now);
    expect(berlin.voiceMessages).toEqual({ total: 4, today: 2 });
    expect(berlin.pageViews).toEqual({ total: 1, today: 1 });
    const utc = await getDashboardStats(app.deps, host.user.id, 'UTC', now);
    expect(utc.voiceMessages).toEqual({ total: 4, today: 2 }); // 21:59:59Z and 22:00Z: a different pair
    expect(utc.pageViews).toEqual({ total: 1, today: 0 });
    // In Los Angeles it is 03:00 on the 29th; its day (07:00Z to 07:00Z) holds only the last two.
    const la = await getDashboardStats(app.deps, host.user.id, 'America/Los_Angeles', now);
    expect(la.voiceMessages.today).toBe(2);
    expect(la.pageViews.today).toBe(0);
  });

  it('refuses an unknown time zone with 400, a guest with 401, a host without profile with 404', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    for (const tz of ['Mars/Olympus', 'x'.repeat(100), '../etc']) {
      const res = await app.inject({ method: 'GET', url: `/api/dashboard/stats?tz=${encodeURIComponent(tz)}`, headers: { cookie: host.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('errors.invalid_time_zone'));
    }
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
    const bare = await createCreator(app, { profile: false });
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: bare.cookie } })).statusCode).toBe(404);
  });
});
