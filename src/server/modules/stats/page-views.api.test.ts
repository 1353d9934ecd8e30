import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeApp, describeEachDatabase } from '../../test/harness.js';
import { recordVisit } from './page-views.service.js';
import { BROWSER_UA } from './stats.test-support.js';
import { VISITOR_COOKIE } from './stats.routes.js';

const CRAWLERS = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0',
  'Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'TelegramBot (like TwitterBot)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'curl/8.5.0',
  '',
];

describeApp('honest page views', (ctx) => {
  const view = (username: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: `/api/profile/${username}/view`, headers: { 'user-agent': BROWSER_UA, ...headers } });
  const pageViews = async (cookie: string) =>
    (await ctx().app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })).json().pageViews;

  it('counts a browser once per 30 minutes, by its visitor cookie', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const username = host.profile!.username;
    const first = await view(username);
    expect(first.statusCode).toBe(204);
    const visitor = cookiesFrom(first);
    expect(visitor).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
    expect(first.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/profile' });
    expect(await pageViews(host.cookie)).toEqual({ total: 1, today: 1 });

    // Reloading the page within 30 minutes, even from another address: the same visit.
    expect((await view(username, { cookie: visitor })).statusCode).toBe(204);
    await view(username, { cookie: visitor, 'x-forwarded-for': '198.51.100.7' });
    expect(await pageViews(host.cookie)).toEqual({ total: 1, today: 1 });

    // 31 minutes later it is a new visit.
    await app.deps.db.updateTable('pageVisits').set((eb) => ({ lastCountedAt: eb('lastCountedAt', '-', 31 * 60_000) })).execute();
    await view(username, { cookie: visitor });
    expect(await pageViews(host.cookie)).toEqual({ total: 2, today: 2 });

    // The agreed per-UTC-day table holds the same count (the admin area sums it).
    const days = await app.deps.db.selectFrom('pageViewDays').selectAll().where('profileId', '=', host.profile!.id).execute();
    expect(days).toEqual([{ profileId: host.profile!.id, day: new Date().toISOString().slice(0, 10), views: 2 }]);
  });

  it('falls back to address and user agent for a client that keeps no cookies', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const username = host.profile!.username;
    for (let i = 0; i < 3; i++) await view(username, { 'x-forwarded-for': '203.0.113.5' });
    expect((await pageViews(host.cookie)).total).toBe(1);
    // Another browser behind the same address is another visitor.
    await view(username, { 'x-forwarded-for': '203.0.113.5', 'user-agent': BROWSER_UA.replace('Chrome/131', 'Chrome/130') });
    await view(username, { 'x-forwarded-for': '203.0.113.6' });
    expect((await pageViews(host.cookie)).total).toBe(3);
  });

  it('counts racing beacons from one browser once', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const visitor = cookiesFrom(await view(host.profile!.username));
    await app.deps.db.updateTable('pageVisits').set((eb) => ({ lastCountedAt: eb('lastCountedAt', '-', 31 * 60_000) })).execute();
    await Promise.all(Array.from({ length: 6 }, () => view(host.profile!.username, { cookie: visitor })));
    expect((await pageViews(host.cookie)).total).toBe(2);
  });

  it("never counts the 5-second refresh of the page's data", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: `/api/profile/${host.profile!.username}`, headers: { 'user-agent': BROWSER_UA } });
      expect(res.statusCode).toBe(200);
    }
    expect(await pageViews(host.cookie)).toEqual({ total: 0, today: 0 });
  });

  it('never counts crawlers, link previews, headless browsers or scripts', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    for (const ua of CRAWLERS) {
      const res = await view(host.profile!.username, { 'user-agent': ua, 'x-forwarded-for': `192.0.2.${CRAWLERS.indexOf(ua)}` });
      expect(res.statusCode).toBe(204);
      expect(res.cookies).toEqual([]);
    }
    expect(await pageViews(host.cookie)).toEqual({ total: 0, today: 0 });
  });

  it('never counts the owner looking at their own page, but does count another signed-in host', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    await view(host.profile!.username, { cookie: host.cookie });
    expect((await pageViews(host.cookie)).total).toBe(0);
    const friend = await createCreator(app);
    await view(host.profile!.username, { cookie: friend.cookie });
    expect((await pageViews(host.cookie)).total).toBe(1);
  });

  it('answers 204 for unknown and hidden profiles without counting anything', async () => {
    const { app } = ctx();
    expect((await view('nobody_here_at_all')).statusCode).toBe(204);
    const host = await createCreator(app);
    await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive: false } });
    expect((await view(host.profile!.username)).statusCode).toBe(204);
    expect((await pageViews(host.cookie)).total).toBe(0);
  });

  it('refuses a cross-site beacon', async () => {
    const host = await createCreator(ctx().app);
    const res = await view(host.profile!.username, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await pageViews(host.cookie)).total).toBe(0);
  });
});

// The sweep's two deletes are plain SQL, but they run on both databases (scripts/sql-check.ts): one suite each.
let later = 0;
describeEachDatabase('what page views keep', (ctx) => {
  it('forgets a visitor after the 30-minute window and 15-minute buckets after three days, keeping the daily count', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const username = host.profile!.username;
    const visit = (visitorId: string, now: number) =>
      recordVisit(app.deps, { username, signedInUserId: null, visitorId, ip: '203.0.113.9', userAgent: BROWSER_UA }, now);
    // Far enough ahead of every earlier visit in this process that the next visit sweeps (at most once a minute).
    const start = Date.now() + ++later * 30 * 24 * 3_600_000;
    expect((await visit('a'.repeat(22), start)).counted).toBe(true);
    const rows = (table: 'pageVisits' | 'pageViewBuckets') =>
      app.deps.db.selectFrom(table).select('profileId').where('profileId', '=', host.profile!.id).execute();
    expect(await rows('pageVisits')).toHaveLength(1);
    expect(await rows('pageViewBuckets')).toHaveLength(1);

    // Four days on, another browser's visit sweeps: the first visitor and the old bucket are gone, the day's count stays.
    expect((await visit('b'.repeat(22), start + 4 * 24 * 3_600_000)).counted).toBe(true);
    expect(await rows('pageVisits')).toHaveLength(1);
    expect(await rows('pageViewBuckets')).toHaveLength(1);
    const days = await app.deps.db.selectFrom('pageViewDays').select('views').where('profileId', '=', host.profile!.id).execute();
    expect(days.map((d) => d.views)).toEqual([1, 1]);
  });
});
