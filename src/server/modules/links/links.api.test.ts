import { expect, it } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import { createCreator, type Creator, describeApp } from '../../test/harness.js';

describeApp('website and social links', (ctx) => {
  const call = (c: Creator | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx().app.inject({ method, url, headers: c ? { cookie: c.cookie } : {}, payload });

  it('adds custom links in order, lists them, shows them publicly, and removes them', async () => {
    const c = await createCreator(ctx().app);
    expect((await call(c, 'GET', '/api/custom-links')).json()).toEqual([]);
    const a = await call(c, 'POST', '/api/custom-links', { title: '  Our registry ', url: 'https://registry.example.com/ada', order: 0 });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ title: 'Our registry', url: 'https://registry.example.com/ada', order: 0 });
    const b = await call(c, 'POST', '/api/custom-links', { title: 'Venue', url: 'venue.example.org/map' });
    expect(b.json()).toMatchObject({ url: 'https://venue.example.org/map', order: 1 });
    const list = (await call(c, 'GET', '/api/custom-links')).json();
    expect(list.map((l: { title: string }) => l.title)).toEqual(['Our registry', 'Venue']);
    const pub = (await call(null, 'GET', `/api/profile/${c.profile!.username}`)).json();
    expect(pub.customLinks).toHaveLength(2);
    const del = await call(c, 'DELETE', `/api/custom-links/${a.json().id}`);
    expect(del.statusCode).toBe(204);
    expect((await call(c, 'GET', '/api/custom-links')).json().map((l: { title: string }) => l.title)).toEqual(['Venue']);
    expect((await call(c, 'DELETE', `/api/custom-links/${a.json().id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ url: 'https://x.example.com' }, 'title', en('errors.required')],
    [{ title: '   ', url: 'https://x.example.com' }, 'title', en('errors.link_title_required')],
    [{ title: 'x'.repeat(101), url: 'https://x.example.com' }, 'title', en('errors.link_title_too_long')],
    [{ title: 'A' }, 'url', en('errors.required')],
    [{ title: 'A', url: '' }, 'url', en('errors.link_url_required')],
    [{ title: 'A', url: 'javascript:alert(1)' }, 'url', en('errors.link_url_invalid')],
    [{ title: 'A', url: 'ftp://files.example.com' }, 'url', en('errors.link_url_invalid')],
    [{ title: 'A', url: 'not a url' }, 'url', en('errors.link_url_invalid')],
  ])('refuses custom link %o (400)', async (payload, field, message) => {
    const c = await createCreator(ctx().app);
    const res = await call(c, 'POST', '/api/custom-links', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('adds social links for listed platforms over https only, one per platform', async () => {
    const c = await createCreator(ctx().app);
    const ig = await call(c, 'POST', '/api/social-links', { platform: 'instagram', url: 'https://instagram.com/ada' });
    expect(ig.statusCode).toBe(201);
    expect(ig.json()).toMatchObject({ platform: 'instagram', url: 'https://instagram.com/ada' });
    expect((await call(c, 'POST', '/api/social-links', { platform: 'tiktok', url: 'tiktok.com/@ada' })).json().url).toBe('https://tiktok.com/@ada');
    const second = await call(c, 'POST', '/api/social-links', { platform: 'instagram', url: 'https://instagram.com/other' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: en('errors.link_platform_taken'), code: 'link_platform_taken' });
    const http = await call(c, 'POST', '/api/social-links', { platform: 'youtube', url: 'http://youtube.com/ada' });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors.url).toBe(en('errors.link_url_not_https'));
    const bad = await call(c, 'POST', '/api/social-links', { platform: 'myspace', url: 'https://myspace.com/ada' });
    expect(bad.json().errors.platform).toBe(en('errors.link_platform_invalid'));
    expect((await call(c, 'GET', '/api/social-links')).json().map((l: { platform: string }) => l.platform)).toEqual(['instagram', 'tiktok']);
    const pub = (await call(null, 'GET', `/api/public/${c.profile!.username}`)).json();
    expect(pub.socialLinks.map((l: { platform: string }) => l.platform)).toEqual(['instagram', 'tiktok']);
    expect((await call(c, 'DELETE', `/api/social-links/${ig.json().id}`)).statusCode).toBe(204);
    expect((await call(c, 'GET', '/api/social-links')).json()).toHaveLength(1);
  });

  it("gives another creator 404 for someone's links and leaves them in place", async () => {
    const owner = await createCreator(ctx().app);
    const other = await createCreator(ctx().app);
    const custom = (await call(owner, 'POST', '/api/custom-links', { title: 'Mine', url: 'https://mine.example.com' })).json();
    const social = (await call(owner, 'POST', '/api/social-links', { platform: 'x', url: 'https://x.com/mine' })).json();
    expect((await call(other, 'DELETE', `/api/custom-links/${custom.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/social-links/${social.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/custom-links')).json()).toEqual([]);
    expect((await call(owner, 'GET', '/api/custom-links')).json()).toHaveLength(1);
    expect((await call(owner, 'GET', '/api/social-links')).json()).toHaveLength(1);
  });

  it('requires a session (401) and a profile (404)', async () => {
    for (const [method, url] of [['GET', '/api/custom-links'], ['POST', '/api/custom-links'], ['DELETE', '/api/custom-links/x'], ['GET', '/api/social-links'], ['POST', '/api/social-links'], ['DELETE', '/api/social-links/x']] as const) {
      expect((await call(null, method, url, method === 'POST' ? { title: 'a', url: 'https://a.example.com' } : undefined)).statusCode, url).toBe(401);
    }
    const noProfile = await createCreator(ctx().app, { profile: false });
    expect((await call(noProfile, 'GET', '/api/custom-links')).statusCode).toBe(404);
  });
});
