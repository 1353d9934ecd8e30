import { beforeAll, expect, it } from 'vitest';
import type { AdminUserView } from '../../../shared/admin.types.js';
import { describeEachDatabase } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from './admin.test-support.js';

const USERS = 10_000;
const BATCH = 500;
const PROFILE_DEFAULTS = {
  bio: null, description: null, isActive: 1, profileImagePath: null, galleryQrCodeData: null, galleryPassword: null,
  galleryPasswordEnabled: 0, galleryPasswordVersion: 0, overlayColor: '#000000', overlayOpacity: 40, blurEffect: 0,
  backgroundImagePath: null, backgroundVideoPath: null, backgroundType: null, textTheme: 'white' as const,
};

/** The bar: the user list stays fast with 10,000 users and their activity. */
describeEachDatabase('admin user list at 10,000 users', (ctx) => {
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

  it('answers any page, and a search, well under half a second', async () => {
    const { app } = ctx();
    for (const query of ['limit=50&offset=0', 'limit=200&offset=5000', 'limit=50&offset=9950', 'q=scale_99', 'q=scale9999@']) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/admin-api/users?${query}`, headers: { cookie } });
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(ms, `${query} took ${ms.toFixed(0)} ms`).toBeLessThan(500);
      const users: AdminUserView[] = res.json();
      for (const u of users.filter((x) => x.id.startsWith('scale-'))) {
        const i = Number(u.id.slice('scale-u'.length));
        expect(u.stats).toEqual({ voiceMessages: 5, emailSubscribers: 0, pageViews: i % 7, voiceReplies: 0 });
      }
    }
    expect((await app.inject({ method: 'GET', url: '/admin-api/users?limit=1', headers: { cookie } })).headers['x-total-count']).toBe(String(USERS));
  });
});
