import { expect, test } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import type { PartyFeed, PartyScreenState } from '../../../shared/party.schemas.js';
import { createCreator, describeEachDatabase, type Host } from '../../test/harness.js';
import { addGalleryItem } from '../../test/security/security-fixtures.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';

describeEachDatabase('the party screen', (ctx) => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, cookie?: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const host = async () => (await createCreator(ctx().app)) as Host;
  const turnOn = async (h: Host) => {
    const res = await call('POST', '/api/party-screen', h.cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as PartyScreenState;
  };
  const feedPath = (state: PartyScreenState) => `/api/party/${new URL(state.url!).pathname.split('/').pop()}`;
  const feed = async (state: PartyScreenState) => {
    const res = await call('GET', feedPath(state));
    expect(res.statusCode, res.body).toBe(200);
    return { feed: res.json() as PartyFeed, body: res.body };
  };

  test('is off until the owner switches it on; on, it has a secret address that rotating replaces and switching off ends', async () => {
    const h = await host();
    expect((await call('GET', '/api/party-screen', h.cookie)).json()).toEqual({ enabled: false, url: null, showPhotos: true, showNames: true, galleryLocked: false });
    const on = await turnOn(h);
    expect(on.enabled).toBe(true);
    expect(on.url).toMatch(/^http:\/\/localhost:3000\/party\/[A-Za-z0-9_-]{43}$/);
    // Switching on again keeps the address (a second click, another tab).
    expect((await turnOn(h)).url).toBe(on.url);
    expect((await feed(on)).feed).toMatchObject({ displayName: 'Ada & Charles', pageUrl: `http://localhost:3000/${h.profile.username}`, shortUrl: `localhost:3000/${h.profile.username}`, messageCount: 0, language: 'en' });

    const rotated = (await call('POST', '/api/party-screen/rotate', h.cookie)).json() as PartyScreenState;
    expect(rotated.url).not.toBe(on.url);
    const old = await call('GET', feedPath(on));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ message: en('errors.party_screen_not_found'), code: 'party_screen_not_found' });
    expect((await call('GET', feedPath(rotated))).statusCode).toBe(200);

    expect((await call('DELETE', '/api/party-screen', h.cookie)).statusCode).toBe(204);
    expect((await call('GET', feedPath(rotated))).statusCode).toBe(404);
    expect((await call('GET', '/api/party-screen', h.cookie)).json()).toMatchObject({ enabled: false, url: null });
    // Off, there is nothing to rotate or switch; on again, a new address.
    for (const [method, url, payload] of [['POST', '/api/party-screen/rotate'], ['PATCH', '/api/party-screen', { showNames: false }]] as const) {
      const res = await call(method, url, h.cookie, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: en('errors.party_screen_off'), code: 'party_screen_off' });
    }
    const again = await turnOn(h);
    expect([on.url, rotated.url]).not.toContain(again.url);
  });

  test('an address that is not a secret, or a page hidden by its host, answers 404', async () => {
    for (const secret of ['x', 'a'.repeat(43), '../../api/health']) expect((await call('GET', `/api/party/${encodeURIComponent(secret)}`)).statusCode).toBe(404);
    const h = await host();
    const on = await turnOn(h);
    await call('PUT', '/api/creator-profile', h.cookie, { isActive: false });
    expect((await call('GET', feedPath(on))).statusCode).toBe(404);
  });

  test('the feed counts every message but names only guests who ticked the box, newest first, and never carries an email', async () => {
    const h = await host();
    const on = await turnOn(h);
    await sendGuestMessage(ctx().app, h.profile.id, { senderName: 'Grace Hopper', senderEmail: 'grace.secret@example.com', showNameOnPartyScreen: true });
    await sendGuestMessage(ctx().app, h.profile.id, { senderName: 'Shy Guest', senderEmail: 'shy.secret@example.com' });
    await sendGuestMessage(ctx().app, h.profile.id, { senderName: 'Also Shy', senderEmail: 'also.secret@example.com', showNameOnPartyScreen: false });
    await sendGuestMessage(ctx().app, h.profile.id, { senderName: undefined, senderEmail: 'nameless.secret@example.com', showNameOnPartyScreen: true });
    await sendGuestMessage(ctx().app, h.profile.id, { senderName: 'Alan Turing', senderEmail: 'alan.secret@example.com', showNameOnPartyScreen: true });
    const { feed: f, body } = await feed(on);
    expect(f.messageCount).toBe(5);
    expect(f.names.map((n) => n.name)).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(body).not.toMatch(/secret@example\.com|Shy|\/objects\//);

    // The owner's switch: no names at all.
    expect((await call('PATCH', '/api/party-screen', h.cookie, { showNames: false })).json()).toMatchObject({ showNames: false, showPhotos: true });
    expect((await feed(on)).feed).toMatchObject({ names: [], showNames: false, messageCount: 5 });
  });

  test('a sealed capsule shows its count and nothing else of its messages', async () => {
    const h = await host();
    const on = await turnOn(h);
    await sendGuestMessage(ctx().app, h.profile.id, { senderName: 'Grace Hopper', showNameOnPartyScreen: true });
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-14`;
    expect((await call('PUT', '/api/creator-profile', h.cookie, { sealedUntil: nextYear })).statusCode).toBe(200);
    const { feed: f, body } = await feed(on);
    expect(f).toMatchObject({ sealed: true, messageCount: 1, names: [] });
    expect(body).not.toContain('Grace');
  });

  test("the gallery's newest photos, readable without a session, only while switched on and the gallery has no password", async () => {
    const h = await host();
    const on = await turnOn(h);
    await addGalleryItem(ctx().app, h.profile.gallerySlug, {}, 41);
    await addGalleryItem(ctx().app, h.profile.gallerySlug, {}, 42);
    const { feed: f } = await feed(on);
    expect(f.photos).toHaveLength(2);
    for (const photo of f.photos) {
      expect(photo.url).toMatch(/^\/uploads\/gallery\//);
      const res = await call('GET', photo.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    await call('PATCH', '/api/party-screen', h.cookie, { showPhotos: false });
    expect((await feed(on)).feed).toMatchObject({ photos: [], showPhotos: false });
    await call('PATCH', '/api/party-screen', h.cookie, { showPhotos: true });

    // A password keeps the photos to those who know it (docs/decisions/081): the screen shows none.
    expect((await call('POST', '/api/gallery/password', h.cookie, { galleryPassword: 'kept for us', galleryPasswordEnabled: true })).statusCode).toBe(200);
    expect((await feed(on)).feed).toMatchObject({ photos: [], showPhotos: true });
    expect((await call('GET', '/api/party-screen', h.cookie)).json()).toMatchObject({ galleryLocked: true, showPhotos: true });
  });

  test('an unchanged feed answers 304 to its ETag; a new message changes it', async () => {
    const h = await host();
    const on = await turnOn(h);
    const first = await call('GET', feedPath(on));
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const same = await ctx().app.inject({ method: 'GET', url: feedPath(on), headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await sendGuestMessage(ctx().app, h.profile.id);
    const changed = await ctx().app.inject({ method: 'GET', url: feedPath(on), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().messageCount).toBe(1);
  });

  test('the screen is the owner’s: a signed-out caller is refused, another host acts on their own page only', async () => {
    const h = await host();
    const on = await turnOn(h);
    expect((await call('GET', '/api/party-screen')).statusCode).toBe(401);
    expect((await call('POST', '/api/party-screen/rotate')).statusCode).toBe(401);
    const other = await host();
    expect((await call('GET', '/api/party-screen', other.cookie)).json()).toMatchObject({ enabled: false });
    expect((await call('DELETE', '/api/party-screen', other.cookie)).statusCode).toBe(204);
    expect((await call('GET', feedPath(on))).statusCode).toBe(200);
  });
});
