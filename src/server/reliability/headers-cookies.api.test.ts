import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGalleryPassword, unlock } from '../modules/gallery/gallery.test-helpers.js';
import { type Creator, createCreator, DIALECTS, startTestApp, type TestApp } from '../test/harness.js';
import { SIGNED_IN_HINT_COOKIE } from '../modules/accounts/sessions.plugin.js';

const HTTPS_ENV = {
  PUBLIC_URL: 'https://voxbook.example',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'owner password 1',
  GITHUB_CLIENT_ID: 'gh-client',
  GITHUB_CLIENT_SECRET: 'gh-secret',
};

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(DIALECTS)('security headers and cookies under an https PUBLIC_URL [%s]', (dialect) => {
  let t: TestApp;
  let host: Creator;
  beforeAll(async () => {
    t = await startTestApp(dialect, undefined, HTTPS_ENV);
    host = await createCreator(t.app);
  });
  afterAll(async () => t?.close());

  it.each(['/', '/auth', '/api/health', '/api/auth/user', '/no-such-page'])('%s carries HSTS, a strict CSP, nosniff and a referrer policy', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d{8,}|3\d{7})/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = csp(res);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    for (const [name, values] of policy) expect(values, name).not.toContain("'unsafe-eval'");
  });

  it('every cookie the app sets is httpOnly, SameSite and Secure, but the signed-in hint the page reads, which holds only "1"', async () => {
    const { app } = t;
    const responses: [string, LightMyRequestResponse][] = [];
    responses.push(['login', await app.inject({ method: 'POST', url: '/api/login', payload: { email: host.user.email, password: 'correct horse battery' } })]);
    responses.push(['admin login', await app.inject({ method: 'POST', url: '/admin-api/login', payload: { username: 'owner', password: 'owner password 1' } })]);
    await setGalleryPassword(app, host, 'open sesame', true);
    responses.push(['gallery unlock', await unlock(app, host.profile!.gallerySlug, 'open sesame')]);
    responses.push(['oauth state', await app.inject({ method: 'GET', url: '/api/auth/github' })]);
    responses.push(['page-view visitor', await app.inject({ method: 'POST', url: `/api/profile/${host.profile!.username}/view` })]);
    const names = new Set<string>();
    for (const [what, res] of responses) {
      expect(res.cookies.length, `${what} sets a cookie (${res.statusCode} ${res.body})`).toBeGreaterThan(0);
      for (const c of res.cookies) {
        names.add(c.name);
        // The one cookie a script may read (decision 075): it says a session cookie is there, and grants nothing.
        if (c.name === SIGNED_IN_HINT_COOKIE) expect(c.value, `${what}: the hint holds nothing else`).toBe('1');
        else expect(c.httpOnly, `${what}: ${c.name} httpOnly`).toBe(true);
        expect(c.secure, `${what}: ${c.name} Secure`).toBe(true);
        expect(['Lax', 'Strict'], `${what}: ${c.name} SameSite`).toContain(c.sameSite);
      }
    }
    expect(names.size).toBe(6);
  });
});

describe('under a plain http PUBLIC_URL (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('sends no HSTS and no upgrade-insecure-requests, keeps the rest of the policy, and cookies are not Secure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const policy = csp(res);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const host = await createCreator(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: host.user.email, password: 'correct horse battery' } });
    expect(login.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(login.cookies[0]!.secure).toBeFalsy();
  });
});
