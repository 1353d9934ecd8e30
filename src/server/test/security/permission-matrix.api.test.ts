import { beforeAll, expect, test, vi } from 'vitest';
import { describeEachDatabase } from '../harness.js';
import { type AppRoute, appRoutes } from './app-routes.js';
import { FIELD_PERMISSIONS } from './field-permission-table.js';
import { PERMISSIONS, type RouteCase } from './permission-table.js';
import { buildWorld, freshCookie, type Role, type World } from './security-fixtures.js';

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const { recordingFastify } = await import('./route-recorder.js');
  return { ...mod, default: recordingFastify(mod.default) };
});

// The owner goes last, so calls that use up a resource (delete) have been refused to everyone else first; the co-host's
// allowed calls each get a resource of their own.
const ROLE_ORDER: Role[] = ['anonymous', 'other', 'removedCoHost', 'admin', 'superAdmin', 'coHost', 'owner'];

/** A HEAD answers as its GET does (Fastify runs the GET handler and drops the body). */
const caseFor = (r: AppRoute): RouteCase | undefined =>
  PERMISSIONS[`${r.method} ${r.url}`] ?? (r.method === 'HEAD' ? PERMISSIONS[`GET ${r.url}`] : undefined);

/** The id a guesser would try next to a known one: the last hex digit incremented (any other last character changed). */
function neighbour(id: string): string {
  const last = id.slice(-1);
  const next = /[0-9a-f]/.test(last) ? ((parseInt(last, 16) + 1) % 16).toString(16) : last === 'z' ? 'y' : 'z';
  return id.slice(0, -1) + next;
}

describeEachDatabase('permission matrix', (ctx) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(ctx().app);
  }, 60_000);

  test('every route the app serves has an entry in the table (a new route without one fails here)', () => {
    const routes = appRoutes(ctx().app);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !caseFor(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(PERMISSIONS).filter((k) => !served.has(k))).toEqual([]);
  });

  test('each call answers anonymous, another creator, a removed co-host, the owner, its co-host, an admin and a super admin as the table says, never with the owner\'s private data', async () => {
    const { app } = ctx();
    const failures: string[] = [];
    let calls = 0;
    for (const route of appRoutes(app)) {
      const c = caseFor(route)!;
      for (const role of ROLE_ORDER) {
        const req = await c.request(w, role);
        const cookie = c.freshSession ? await freshCookie(w, role) : w.cookies[role];
        const res = await app.inject({ ...req, method: route.method as 'GET', headers: { ...req.headers, ...(cookie ? { cookie } : {}) } });
        calls++;
        const label = `${route.method} ${route.url} as ${role}`;
        if (res.statusCode !== c.expect[role]) failures.push(`${label}: expected ${c.expect[role]}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400 && route.method !== 'HEAD' && typeof res.json().message !== 'string') failures.push(`${label}: error without a JSON message`);
        const mayRead = role === 'owner' || role === 'coHost' || ((role === 'admin' || role === 'superAdmin') && route.url.startsWith('/admin-api/'));
        const leaked = mayRead ? [] : w.secrets.filter((s) => res.body.includes(s));
        if (leaked.length) failures.push(`${label}: leaked ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  }, 120_000);

  test('each owner-only field and each per-host setting, sent alone by every role, changes only what the table says (read back from the database)', async () => {
    // A world of its own: the owner's calls here rename, hide and seal the owner's page.
    const f = await buildWorld(ctx().app);
    const failures: string[] = [];
    for (const [name, c] of Object.entries(FIELD_PERMISSIONS)) {
      for (const role of ROLE_ORDER) {
        const before = await c.read(f);
        const cookie = f.cookies[role];
        const res = await f.app.inject({ method: c.method, url: c.url, payload: c.payload(f), headers: cookie ? { cookie } : {} });
        const after = await c.read(f);
        const label = `${name} as ${role}`;
        if (res.statusCode !== c.expect[role]) failures.push(`${label}: expected ${c.expect[role]}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400 && typeof res.json().message !== 'string') failures.push(`${label}: error without a JSON message`);
        const changed = JSON.stringify(after) !== JSON.stringify(before);
        const shouldChange = res.statusCode < 300 && c.changedBy.includes(role);
        if (changed !== shouldChange) failures.push(`${label}: ${changed ? 'changed' : 'left unchanged'} ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  test("a guest's photo with the message is seen as its recording is heard: by the page's owner and current co-host, and by admins through their own door", async () => {
    const { app } = ctx();
    const expected: Record<string, Record<Role, number>> = {
      [w.messagePhotoPath]: { anonymous: 404, other: 404, removedCoHost: 404, owner: 200, coHost: 200, admin: 404, superAdmin: 404 },
      [`/admin-api${w.messagePhotoPath}`]: { anonymous: 401, other: 401, removedCoHost: 401, owner: 401, coHost: 401, admin: 200, superAdmin: 200 },
    };
    const failures: string[] = [];
    for (const [url, byRole] of Object.entries(expected)) {
      for (const role of ROLE_ORDER) {
        const res = await app.inject({ method: 'GET', url, headers: w.cookies[role] ? { cookie: w.cookies[role] } : {} });
        if (res.statusCode !== byRole[role]) failures.push(`GET ${url} as ${role}: expected ${byRole[role]}, got ${res.statusCode}`);
        if (res.statusCode === 200 && res.headers['content-type'] !== 'image/jpeg') failures.push(`GET ${url} as ${role}: ${res.headers['content-type']}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test("another creator's calls left the owner's message, link, subscriber and gallery item in place", async () => {
    const { app } = ctx();
    const cookie = { cookie: w.owner.cookie };
    const messages = (await app.inject({ method: 'GET', url: '/api/voice-messages', headers: cookie })).json() as { id: string }[];
    expect(messages.map((m) => m.id)).toContain(w.messageId);
    const links = (await app.inject({ method: 'GET', url: '/api/custom-links', headers: cookie })).json() as { id: string }[];
    expect(links.map((l) => l.id)).toContain(w.linkId);
    const subs = (await app.inject({ method: 'GET', url: '/api/email-subscribers', headers: cookie })).json() as { id: string }[];
    expect(subs.map((s) => s.id)).toContain(w.subscriberId);
    const media = (await app.inject({ method: 'GET', url: '/api/gallery/media', headers: cookie })).json() as { id: string }[];
    expect(media.map((m) => m.id)).toContain(w.mediaId);
    const other = (await app.inject({ method: 'GET', url: '/api/creator-profile', headers: { cookie: w.other.cookie } })).json();
    expect(other.profileImagePath ?? null).not.toBe(w.imagePath);
  });

  test('ids are not guessable: the neighbours of real ids are unknown, even to the owner', async () => {
    const { app } = ctx();
    const headers = { cookie: w.owner.cookie };
    const probes = [
      { method: 'PUT' as const, url: `/api/voice-messages/${neighbour(w.messageId)}`, payload: { isRead: true } },
      { method: 'DELETE' as const, url: `/api/custom-links/${neighbour(w.linkId)}` },
      { method: 'DELETE' as const, url: `/api/social-links/${neighbour(w.socialLinkId)}` },
      { method: 'DELETE' as const, url: `/api/email-subscribers/${neighbour(w.subscriberId)}` },
      { method: 'DELETE' as const, url: `/api/gallery/media/${neighbour(w.mediaId)}` },
      { method: 'POST' as const, url: `/api/voice-replies/${neighbour(w.replyId)}/resend` },
      { method: 'GET' as const, url: `/api/gallery/${neighbour(w.owner.profile.gallerySlug)}/info` },
      { method: 'GET' as const, url: `/r/${neighbour(w.replyToken)}` },
    ];
    for (const p of probes) {
      const res = await app.inject({ ...p, headers });
      expect(res.statusCode, p.url).toBe(404);
    }
    const admin = await app.inject({ method: 'GET', url: `/admin-api/users/${neighbour(w.target.user.id)}`, headers: { cookie: w.cookies.admin } });
    expect(admin.statusCode).toBe(404);
    // Every id the owner's data carries is a UUIDv7 (74 random bits), never a counter.
    for (const id of [w.messageId, w.linkId, w.subscriberId, w.mediaId, w.replyId, w.owner.user.id, w.owner.profile.id]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(w.replyToken.length).toBeGreaterThanOrEqual(43);
  });
});
