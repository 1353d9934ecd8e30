import { beforeAll, expect, it } from 'vitest';
import type { AdminUserView } from '../../../shared/admin.types.js';
import { describeApp } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from './admin.test-support.js';

const USERS = 10_000;
const BATCH = 500;
const PROFILE_DEFAULTS = {
  bio: null, description: null, isActive: 1, profileImagePath: null, galleryQrCodeData: null, galleryPassword: null,
  galleryPasswordEnabled: 0, galleryPasswordVersion: 0, overlayColor: '#000000', overlayOpacity: 40, blurEffect: 0,
  backgroundImagePath: null, backgroundVideoPath: null, backgroundType: null, textTheme: 'white' as const,
};

/** The bar (docs/decisions/017): the user list stays fast with 10,000 users and their activity. */
describeApp('admin user list at 10,000 users', (ctx) => {
  let cookie: string;

  beforeAll(async () => {
    const { app } = ctx();
    const db = app.deps.db;
    const now = Date.now();
    for (let start = 0; start < USERS; start += BATCH) {
      const ids = Array.from({ length: BATCH }, (_, k) => start + k);
      await db
        .insertInto('users')
        .values(ids.map((i) => ({ id: `scale-u${i}`, email: `scale${i}@example.com`, passwordHash: null, firstName: `Scale${i}`, lastName: 'User', authProvider: 'local' as const, isEmailVerified: 1, createdAt: now - i, updatedAt: now })))
        .execute();
      await db
        .insertInto('creatorProfiles')
        .values(ids.map((i) => ({ id: `scale-p${i}`, userId: `scale-u${i}`, username: `scale_${i}`, displayName: `Scale ${i}`, gallerySlug: `scaleslug${i}`, ...PROFILE_DEFAULTS, createdAt: now, updatedAt: now })))
        .execute();
      // Five messages per profile: 50,000 rows in all.
      await db
        .insertInto('voiceMessages')
        .values(ids.flatMap((i) => Array.from({ length: 5 }, (_, m) => ({ id: `scale-m${i}-${m}`, creatorProfileId: `scale-p${i}`, senderEmail: 'g@example.com', audioPath: `/objects/scale/${i}-${m}.webm`, duration: 3, isRead: 0, isPlayed: 0, hasReplied: 0, createdAt: now }))))
        .execute();
      await db.insertInto('pageViewDays').values(ids.map((i) => ({ profileId: `scale-p${i}`, day: '2026-11-20', views: i % 7 }))).execute();
    }
    cookie = await adminCookie(app, await createTestAdmin(app));
  }, 300_000);

  // How fast is the benchmark's business (npm run bench, bench/RESULTS.md); here: the right users at any depth.
  it('answers any page and a search with the right users, their counts and the total', async () => {
    const { app } = ctx();
    const range = (from: number, n: number) => Array.from({ length: n }, (_, k) => `scale-u${from + k}`);
    const cases: [query: string, ids: string[] | null, total: number][] = [
      ['limit=50&offset=0', range(0, 50), USERS],
      ['limit=200&offset=5000', range(5000, 200), USERS],
      ['limit=50&offset=9950', range(9950, 50), USERS],
      ['q=scale9999@', ['scale-u9999'], 1],
      // scale_99, scale_990-999 and scale_9900-9999: the underscore is a character here, not a wildcard.
      ['q=scale_99&limit=200', null, 111],
    ];
    for (const [query, ids, total] of cases) {
      const res = await app.inject({ method: 'GET', url: `/admin-api/users?${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['x-total-count'], query).toBe(String(total));
      const users: AdminUserView[] = res.json();
      if (ids) expect(users.map((u) => u.id), query).toEqual(ids);
      else expect(users.every((u) => u.profile!.username.includes('scale_99')) && users.length === total, query).toBe(true);
      for (const u of users) {
        const i = Number(u.id.slice('scale-u'.length));
        expect(u.stats).toEqual({ voiceMessages: 5, emailSubscribers: 0, pageViews: i % 7, voiceReplies: 0 });
      }
    }
    expect((await app.inject({ method: 'GET', url: '/admin-api/users?limit=1', headers: { cookie } })).headers['x-total-count']).toBe(String(USERS));
  });
});
