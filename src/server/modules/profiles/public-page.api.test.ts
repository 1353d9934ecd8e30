import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { PUBLIC_PAGE_DATA_ID } from '../../../shared/public-page.types.js';
import { CLIENT_COOKIE } from '../../plugins/client-id.js';
import { CLIENT_DIR } from '../../plugins/spa.js';
import { createCreator, describeApp } from '../../test/harness.js';

if (!existsSync(path.join(CLIENT_DIR, 'public.html'))) throw new Error('The guest page is not built: run npm run build before these tests');

/** The page's data as the browser reads it: the JSON inside the page's data element. */
function pageData(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">(.*?)</script>`, 's'));
  if (!match) throw new Error('the page carries no data');
  return JSON.parse(match[1]!);
}

describeApp('the guest page sent whole (GET /{username})', (ctx) => {
  const page = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const rename = (cookie: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie }, payload });

  it('paints the name, bio and record button from HTML, carries the same data as the API, and names the page for link previews', async () => {
    const host = await createCreator(ctx().app);
    const username = host.profile!.username;
    const res = await page(`/${username}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // The heading's classes carry the page theme's face (docs/decisions/080); the name is what must be painted.
    expect(html).toMatch(/<h1 class="mt-4 font-display font-semibold tracking-tight [^"]*text-3xl">Ada &amp; Charles<\/h1>/);
    expect(html).toContain('Our wedding');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Record a Special Message<\/button>/s);
    expect(html).toContain('<title>Ada &amp; Charles · Voxbook</title>');
    expect(html).toContain('<meta property="og:title" content="Ada &amp; Charles" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/${username}" />`);
    const api = await page(`/api/profile/${username}`);
    expect(pageData(html)).toMatchObject({ username, profile: api.json(), language: 'en' });
    // Only the guest page's scripts: the app's own entry is not on this page.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/public-[\w-]+\.js"><\/script>/);
    expect(html).not.toMatch(/assets\/index-[\w-]+\.js/);
  });

  it('sends the page compressed to browsers that take brotli, and the same page in any letter case of the name', async () => {
    const host = await createCreator(ctx().app);
    const username = host.profile!.username;
    const plain = await page(`/${username}`);
    const br = await page(`/${username.toUpperCase()}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('shows a change at once: the page is rendered again after the host edits it', async () => {
    const host = await createCreator(ctx().app);
    const username = host.profile!.username;
    await page(`/${username}`);
    expect((await rename(host.cookie, { displayName: 'Emma & James' })).statusCode).toBe(200);
    expect((await page(`/${username}`)).body).toContain('<title>Emma &amp; James · Voxbook</title>');
  });

  it("gives a guest's browser its id for the venue's rate limits where the visit starts, once", async () => {
    const host = await createCreator(ctx().app);
    const first = await page(`/${host.profile!.username}`);
    const cookie = first.cookies.find((c) => c.name === CLIENT_COOKIE);
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    const again = await page(`/${host.profile!.username}`, { cookie: `${CLIENT_COOKIE}=${cookie!.value}` });
    expect(again.cookies.find((c) => c.name === CLIENT_COOKIE)).toBeUndefined();
  });

  it('answers 404 with the Profile Not Found page for an unknown name and for a hidden page', async () => {
    const unknown = await page('/nobody_here_at_all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Profile Not Found');
    expect(pageData(unknown.body)).toMatchObject({ username: 'nobody_here_at_all', profile: null, language: 'en' });
    const host = await createCreator(ctx().app);
    expect((await rename(host.cookie, { isActive: false })).statusCode).toBe(200);
    const hidden = await page(`/${host.profile!.username}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('Profile Not Found');
    expect(hidden.body).not.toContain('Ada &amp; Charles');
  });

  it("leaves the app's own paths to the app, and API misses stay JSON", async () => {
    for (const url of ['/admin', '/auth', '/onboarding', '/admin-login', '/master-admin']) {
      const res = await page(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toMatch(/assets\/index-[\w-]+\.js/);
      expect(res.body).not.toContain(PUBLIC_PAGE_DATA_ID);
    }
    const api = await page('/api');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    // The template itself is never sent unfilled.
    expect((await page('/public.html')).body).not.toContain('<!--vb-body-->');
  });

  it("keeps a host's words as text: markup in the name and bio neither runs nor ends the page's data early", async () => {
    const host = await createCreator(ctx().app);
    const hostile = '</script><script>alert(1)</script><!--';
    const bio = '<img src=x onerror=alert(2)> & "quotes"';
    expect((await rename(host.cookie, { displayName: hostile, bio })).statusCode).toBe(200);
    const html = (await page(`/${host.profile!.username}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = pageData(html) as { profile: { profile: { displayName: string; bio: string } } };
    expect(data.profile.profile).toMatchObject({ displayName: hostile, bio });
    expect(html).toContain('<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--" />');
  });
});
