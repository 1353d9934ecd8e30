import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createCreator, describeApp } from '../../test/harness.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { PUBLIC_PROFILE_CACHE_MS } from './public-profile-cache.js';

describeApp('the public page answered from memory', (ctx) => {
  // A second instance on the same database, as behind a load balancer.
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp(ctx().config, { logger: false, migrate: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  const publicName = async (app: FastifyInstance, username: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/profile/${username}` });
    return res.statusCode === 200 ? (res.json().profile.displayName as string) : res.statusCode;
  };

  it("shows the creator's own change at once on the instance that made it, and links too", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const username = c.profile!.username;
    expect(typeof (await publicName(app, username))).toBe('string');
    const patch = await app.inject({ method: 'PATCH', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { displayName: 'Renamed at once' } });
    expect(patch.statusCode).toBe(200);
    expect(await publicName(app, username)).toBe('Renamed at once');

    const link = await app.inject({ method: 'POST', url: '/api/custom-links', headers: { cookie: c.cookie }, payload: { title: 'Registry', url: 'https://registry.example.com' } });
    expect(link.statusCode).toBe(201);
    const pub = (await app.inject({ method: 'GET', url: `/api/profile/${username}` })).json();
    expect(pub.customLinks.map((l: { title: string }) => l.title)).toEqual(['Registry']);
  });

  it("hides a profile an admin deactivates at once, and shows another instance's change within the cache time", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const username = c.profile!.username;
    const before = await publicName(app, username);
    expect(typeof before).toBe('string');
    expect(await publicName(other, username)).toBe(before);

    // Changed through the other instance: this one may answer the old page, but only for a moment.
    await other.inject({ method: 'PATCH', url: '/api/creator-profile', headers: { cookie: c.cookie }, payload: { displayName: 'Renamed elsewhere' } });
    const started = Date.now();
    while ((await publicName(app, username)) !== 'Renamed elsewhere') {
      expect(Date.now() - started).toBeLessThan(PUBLIC_PROFILE_CACHE_MS + 500);
      await new Promise((r) => setTimeout(r, 50));
    }

    const admin = await createTestAdmin(app, { superAdmin: true });
    const cookie = await adminCookie(app, admin);
    const off = await app.inject({ method: 'PUT', url: `/admin-api/users/${c.user.id}/status`, headers: { cookie }, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(await publicName(app, username)).toBe(404);
  });
});
