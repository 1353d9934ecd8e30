import { beforeAll, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserView } from '../../../shared/admin.types.js';
import { describeApp } from '../../test/harness.js';
import { adminCookie, createTestAdmin, seedActivity, seedCreator } from './admin.test-support.js';
import { en } from '../../../shared/i18n/english.js';

describeApp('admin user list', (ctx) => {
  const tag = `pg${Date.now().toString(36)}`;
  let cookie: string;
  let seeded: { id: string; username: string }[];

  const list = (query: string) => ctx().app.inject({ method: 'GET', url: `/admin-api/users?${query}`, headers: { cookie } });

  beforeAll(async () => {
    const { app } = ctx();
    cookie = await adminCookie(app, await createTestAdmin(app));
    seeded = [];
    // 30 users, one after another so their sign-up order is known; every third has no profile.
    for (let i = 0; i < 30; i++) {
      const username = i % 3 === 2 ? undefined : `${tag}_u${i}`;
      const c = await seedCreator(app, {
        email: `${tag}.member${i}@example.com`,
        firstName: i === 7 ? 'Zelda' : `First${i}`,
        lastName: i === 7 ? 'Hyrule' : 'Seeded',
        username,
      });
      seeded.push({ id: c.id, username: username ?? '' });
    }
  }, 120_000);

  it('pages through search results newest first, with the total in X-Total-Count', async () => {
    const pages: AdminUserView[][] = [];
    for (const offset of [0, 10, 20]) {
      const res = await list(`q=${tag}&limit=10&offset=${offset}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('30');
      pages.push(res.json());
    }
    const ids = pages.flat().map((u) => u.id);
    expect(ids).toEqual([...seeded].reverse().map((s) => s.id));
    const past = await list(`q=${tag}&limit=10&offset=30`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('30');
  });

  it('answers with the product spec fields: profile or null, and stats', async () => {
    const users: AdminUserView[] = (await list(`q=${tag}&limit=3`)).json();
    const [withoutProfile, withProfile] = [users.find((u) => u.id === seeded[29]!.id)!, users.find((u) => u.id === seeded[28]!.id)!];
    expect(withoutProfile.profile).toBeNull();
    expect(withProfile).toMatchObject({
      firstName: 'First28',
      lastName: 'Seeded',
      email: `${tag}.member28@example.com`,
      authProvider: 'local',
      isEmailVerified: false,
      googleId: null,
      githubId: null,
      profile: { username: `${tag}_u28`, isActive: true, userId: seeded[28]!.id },
      stats: { voiceMessages: 0, emailSubscribers: 0, pageViews: 0, voiceReplies: 0 },
    });
    expect(Date.parse(withProfile.createdAt)).not.toBeNaN();
    // The admin list never carries the gallery password.
    expect(withProfile.profile).not.toHaveProperty('galleryPassword');
  });

  it('uses 50 users a page by default', async () => {
    const res = await list('');
    expect(res.json().length).toBe(Math.min(50, Number(res.headers['x-total-count'])));
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['email', `${tag}.member4@`, [4]],
    ['first name, any case', 'zELDA', [7]],
    ['last name', 'hyrule', [7]],
    ['full name', 'zelda hyr', [7]],
    ['username', `${tag}_U12`, [12]],
  ])('finds users by %s', async (_what, q, indexes) => {
    const res = await list(`q=${encodeURIComponent(q)}`);
    expect(res.json().map((u: AdminUserView) => u.id)).toEqual(indexes.map((i) => seeded[i]!.id));
    expect(res.headers['x-total-count']).toBe(String(indexes.length));
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('q=%25')).json()).toEqual([]);
    expect((await list(`q=${tag}_u1`)).headers['x-total-count']).toBe('8'); // u1, u10, u12, u13, u15, u16, u18, u19
    expect((await list(`q=${tag}%5Fu1`)).headers['x-total-count']).toBe('8');
    expect((await list(`q=${tag}xu1`)).json()).toEqual([]);
  });

  it.each(['limit=0', 'limit=201', 'offset=-1', 'limit=ten', `q=${'x'.repeat(101)}`])('refuses %s (400)', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describeApp('admin user details and totals', (ctx) => {
  let cookie: string;
  beforeAll(async () => {
    const { app } = ctx();
    cookie = await adminCookie(app, await createTestAdmin(app));
  });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { cookie } });

  it('counts each user\'s messages, subscribers, replies and page views, and totals them on the dashboard', async () => {
    const { app } = ctx();
    const before = (await get('/admin-api/dashboard/stats')).json();
    const tag = `st${Date.now().toString(36)}`;
    const a = await seedCreator(app, { email: `${tag}.a@example.com`, firstName: 'A', lastName: 'Host', username: `${tag}_a` });
    const b = await seedCreator(app, { email: `${tag}.b@example.com`, firstName: 'B', lastName: 'Host', username: `${tag}_b` });
    await seedActivity(app, a.profile!.id, { messages: 3, subscribers: 2, replies: 1, viewsByDay: { '2026-11-01': 5, '2026-11-02': 7 } });
    await seedActivity(app, b.profile!.id, { messages: 1, viewsByDay: { '2026-11-02': 1 } });

    const users: AdminUserView[] = (await get(`/admin-api/users?q=${tag}`)).json();
    const stats = Object.fromEntries(users.map((u) => [u.id, u.stats]));
    expect(stats[a.id]).toEqual({ voiceMessages: 3, emailSubscribers: 2, pageViews: 12, voiceReplies: 1 });
    expect(stats[b.id]).toEqual({ voiceMessages: 1, emailSubscribers: 0, pageViews: 1, voiceReplies: 0 });

    const after = (await get('/admin-api/dashboard/stats')).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      totalVoiceMessages: before.totalVoiceMessages + 4,
      totalEmailSubscribers: before.totalEmailSubscribers + 2,
      totalPageViews: before.totalPageViews + 13,
    });
  });

  it('shows each profile as its public page does, and times to the millisecond', async () => {
    const { app } = ctx();
    const tag = `ex${Date.now().toString(36)}`;
    const c = await seedCreator(app, { email: `${tag}@example.com`, firstName: 'Zoë "Q"', lastName: 'Back\\slash', username: `${tag}_p` });
    const [signedUp, created, updated] = [Date.UTC(2026, 0, 31, 23, 59, 59, 999), Date.UTC(2025, 1, 28, 0, 0, 0, 1), 1774491983478];
    await app.deps.db.updateTable('users').set({ createdAt: signedUp, googleId: `g-${tag}` }).where('id', '=', c.id).execute();
    await app.deps.db
      .updateTable('creatorProfiles')
      .set({
        bio: 'Line one\nline "two" \\ ✨',
        description: 'Tab\there',
        profileImagePath: '/objects/avatars/a.webp',
        backgroundType: 'video',
        backgroundImagePath: '/objects/backgrounds/b.webp',
        backgroundVideoPath: '/objects/backgrounds/b.mp4',
        galleryPassword: 'secret',
        galleryPasswordEnabled: 1,
        blurEffect: 1,
        overlayOpacity: 55,
        textTheme: 'black',
        createdAt: created,
        updatedAt: updated,
      })
      .where('id', '=', c.profile!.id)
      .execute();

    const [listed] = (await get(`/admin-api/users?q=${tag}`)).json() as AdminUserView[];
    const publicPage = (await app.inject({ method: 'GET', url: `/api/profile/${tag}_p` })).json();
    // The public page plus what only the admins see: the owner, and the admins' own suspension (none here).
    expect(listed!.profile).toEqual({ ...publicPage.profile, userId: c.id, suspension: null });
    expect(listed).toMatchObject({ firstName: 'Zoë "Q"', lastName: 'Back\\slash', createdAt: new Date(signedUp).toISOString(), googleId: `g-${tag}`, isEmailVerified: false });
    expect(listed!.profile).toMatchObject({ createdAt: new Date(created).toISOString(), updatedAt: new Date(updated).toISOString() });
    const { voiceMessages: _none, coHosts, coHostOf, ...detail } = (await get(`/admin-api/users/${c.id}`)).json();
    expect(detail).toEqual(listed);
    // The details add who co-hosts the page and whose pages the user co-hosts (none here; co-hosts.api.test.ts).
    expect([coHosts, coHostOf]).toEqual([[], []]);
  });

  it('shows one user with their voice messages, newest first (no name stays null)', async () => {
    const { app } = ctx();
    const tag = `dt${Date.now().toString(36)}`;
    const c = await seedCreator(app, { email: `${tag}@example.com`, firstName: 'Det', lastName: 'Ail', username: `${tag}_d` });
    const { messageIds } = await seedActivity(app, c.profile!.id, { messages: 2, senderName: null, viewsByDay: { '2026-10-10': 3 } });
    const res = await get(`/admin-api/users/${c.id}`);
    expect(res.statusCode).toBe(200);
    const detail: AdminUserDetail = res.json();
    expect(detail).toMatchObject({ id: c.id, email: `${tag}@example.com`, profile: { username: `${tag}_d` } });
    expect(detail.stats).toEqual({ voiceMessages: 2, emailSubscribers: 0, pageViews: 3, voiceReplies: 0 });
    expect(detail.voiceMessages.map((m) => m.id)).toEqual([...messageIds].reverse());
    expect(detail.voiceMessages[0]).toEqual({
      id: messageIds[1],
      senderName: null,
      senderEmail: 'guest1@example.com',
      createdAt: expect.any(String),
      audioFilePath: `/objects/voice/${messageIds[1]}.webm`,
      playablePath: null,
      prompt: null,
      photoPath: null,
    });
  });

  it('shows a user without a profile with no messages, and 404s an unknown user', async () => {
    const { app } = ctx();
    const c = await seedCreator(app, { email: `np${Date.now().toString(36)}@example.com`, firstName: 'No', lastName: 'Profile' });
    const detail = (await get(`/admin-api/users/${c.id}`)).json();
    expect(detail).toMatchObject({ profile: null, voiceMessages: [] });
    const missing = await get('/admin-api/users/no-such-user');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en('errors.admin_user_not_found'));
  });
});
