import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ListenLink } from '../../../shared/book.schemas.js';
import { en } from '../../../shared/i18n/english.js';
import { PLAYABLE_AUDIO } from '../../audio/playable-copy.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { type Creator, createCreator, describeApp } from '../../test/harness.js';
import { uploadImage } from '../../test/security/security-fixtures.js';
import { audioFile, probe, sendGuestMessage, uploadVoice, waitForPlayable } from '../messages/messages.test-support.js';

const ORIGIN = 'http://localhost:3000';

const links = async (app: FastifyInstance, host: Creator) => {
  const res = await app.inject({ method: 'GET', url: '/api/keepsake/listen-links', headers: { cookie: host.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as ListenLink[];
};
const linkOf = async (app: FastifyInstance, host: Creator, messageId: string) => {
  const link = (await links(app, host)).find((l) => l.voiceMessageId === messageId);
  expect(link).toBeDefined();
  return link!.url.slice(ORIGIN.length);
};
const revoke = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/keepsake/listen-links/revoke', headers: cookie ? { cookie } : {} });
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** A guest's message recorded as Chrome records it (Opus in WebM), so its playable copy is a real conversion. */
async function sendWebm(app: FastifyInstance, host: Creator, senderName: string | undefined, seconds = 4) {
  const up = await uploadVoice(app, { ...audioFile('webm', seconds), filename: 'recording.webm' });
  expect(up.statusCode).toBe(200);
  return sendGuestMessage(app, host.profile!.id, { audioPath: up.json().path, senderName, senderEmail: 'private.guest@example.com' });
}

const expectNotFoundPage = async (app: FastifyInstance, url: string) => {
  const page = await get(app, url);
  expect(page.statusCode, url).toBe(404);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain(en('guest.listen.notFoundTitle'));
  expect(page.headers['referrer-policy']).toBe('no-referrer');
  // Nothing to play: the page signs no recording's URL.
  expect(page.body).not.toContain('<audio');
};

/** The page's player: a signed /objects URL of minutes (docs/decisions/067), as the browser reads it from the HTML. */
const audioOf = (body: string) => /<audio[^>]* src="([^"]+)"/.exec(body)![1]!.replaceAll('&amp;', '&');

describeApp('listen pages: /l/{token}', (ctx) => {
  it("speaks the listener's language: their browser's while the host allows it, else the page's; ?lang wins", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const msg = await sendGuestMessage(app, host.profile!.id, { senderName: '', senderEmail: 'quiet@example.com' });
    const url = await linkOf(app, host, msg.id);
    const german = await get(app, url, { 'accept-language': 'de-AT,de;q=0.9' });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('Eine Sprachnachricht von Ein Gast');
    // The day in German words ('Sonntag, 14. Juni 2026 um 18:03'), not the English book's.
    expect(german.body).toMatch(/<time datetime="[^"]+">\w+, \d{1,2}\. \S+ \d{4} um \d\d:\d\d<\/time>/);
    expect(german.body).toContain('<audio dir="ltr"');
    expect((await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { language: 'it', followGuestLanguage: false } })).statusCode).toBe(200);
    const italian = await get(app, url, { 'accept-language': 'de' });
    expect(italian.body).toContain('<html lang="it" dir="ltr">');
    expect(italian.body).toContain('Un messaggio vocale da Un ospite');
    const arabic = await get(app, `${url}?lang=ar`, { 'accept-language': 'de' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('رسالة صوتية من ضيف');
    const missing = await get(app, '/l/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { 'accept-language': 'nl' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Bericht niet gevonden');
  });

  it("opens the message's page with the guest's name, the host's styling and a player of the playable MP3, with byte ranges", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const background = await uploadImage(app, host.cookie, 11);
    const picture = await uploadImage(app, host.cookie, 12);
    const style = { backgroundImage: background, backgroundType: 'image', overlayColor: '#2f4f4f', textTheme: 'black', profilePicture: picture };
    expect((await app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: style })).statusCode).toBe(200);
    const msg = await sendWebm(app, host, 'Anna <Smith>', 5);
    const playablePath = await waitForPlayable(app, 'message', msg.id);

    const url = await linkOf(app, host, msg.id);
    expect(url).toMatch(/^\/l\/[A-Za-z0-9_-]{43}$/);
    const page = await get(app, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The token is the only key: no referrer carries it away, no search engine keeps it, no shared cache holds it.
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(page.headers['cache-control']).toContain('no-store');
    // Under the app's CSP: no script of any kind, media from this site only.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);

    expect(page.body).toContain(en('guest.listen.heading', { guest: 'Anna &lt;Smith&gt;' }));
    expect(page.body).toContain(en('guest.listen.forHost', { host: 'Ada &amp; Charles' }));
    expect(page.body).not.toContain('private.guest@example.com');
    expect(page.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">\w+day \d{1,2} \w+ \d{4}, \d\d:\d\d<\/time>/);
    expect(page.body).toContain(en('guest.listen.length', { clock: '0:05' }));
    expect(page.body).toContain(`src="${background}"`);
    expect(page.body).toContain(`class="avatar" src="${picture}"`);
    expect(page.body).toContain('background-color:#2f4f4f;opacity:0.4');
    expect(page.body).toContain('class="theme-black"');

    const audioUrl = audioOf(page.body);
    expect(audioUrl).toMatch(new RegExp(`^${playablePath}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const audio = await get(app, audioUrl);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe(PLAYABLE_AUDIO.contentType);
    expect(audio.headers['accept-ranges']).toBe('bytes');
    // Kept by this browser alone, and no longer than the signature lives (30 to 35 minutes).
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(audio.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(29 * 60);
    expect(maxAge).toBeLessThanOrEqual(35 * 60);
    // The old door by the token alone is gone: a saved audio address opens nothing once its signature ends.
    expect(String((await get(app, `${url}/audio`)).headers['content-type'])).not.toMatch(/^audio\//);
    // The very file the host's inbox plays, as ffprobe reads it.
    expect(audio.rawPayload.equals((await get(app, playablePath, { cookie: host.cookie })).rawPayload)).toBe(true);
    const copy = probe(audio.rawPayload);
    expect(copy).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 1 });
    expect(Math.abs(copy.duration - 5)).toBeLessThan(0.3);

    const size = audio.rawPayload.length;
    const part = await get(app, audioUrl, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(part.rawPayload.equals(audio.rawPayload.subarray(100, 1100))).toBe(true);
    const tail = await get(app, audioUrl, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(audio.rawPayload.subarray(size - 500))).toBe(true);
    expect((await get(app, audioUrl, { range: `bytes=${size}-` })).statusCode).toBe(416);
    // Revalidation answers 304 while the link lives.
    expect((await get(app, audioUrl, { 'if-none-match': String(audio.headers.etag) })).statusCode).toBe(304);
  });

  it("calls a guest who left no name 'A Guest', and links every message, oldest first", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const first = await sendGuestMessage(app, host.profile!.id, { senderName: '   ' });
    const second = await sendGuestMessage(app, host.profile!.id, { senderName: 'Björn' });
    const list = await links(app, host);
    expect(list.map((l) => l.voiceMessageId)).toEqual([first.id, second.id]);
    for (const l of list) expect(l.url).toMatch(new RegExp(`^${ORIGIN}/l/[A-Za-z0-9_-]{43}$`));
    expect(new Set(list.map((l) => l.url)).size).toBe(2);
    // The same links each time they are asked for (a book downloaded twice prints the same codes).
    expect(await links(app, host)).toEqual(list);
    const page = await get(app, list[0]!.url.slice(ORIGIN.length));
    expect(page.body).toContain(en('guest.listen.heading', { guest: 'A Guest' }));
    expect((await get(app, list[1]!.url.slice(ORIGIN.length))).body).toContain(en('guest.listen.heading', { guest: 'Björn' }));
  });

  it('answers 404 to unknown, malformed and altered tokens', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const msg = await sendGuestMessage(app, host.profile!.id);
    const url = await linkOf(app, host, msg.id);
    const token = url.slice('/l/'.length);
    const bytes = Buffer.from(token, 'base64url');
    const flipped = (i: number) => {
      const b = Buffer.from(bytes);
      b[i] = b[i]! ^ 1;
      return b.toString('base64url');
    };
    const bad = [
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'not-a-token',
      `${token}A`,
      token.slice(0, -1),
      flipped(31), // the MAC altered
      flipped(15), // the message id altered
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(90),
    ];
    // The same 32 bytes spelt with the last character's spare bits set: one spelling per token.
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(token.at(-1)!);
    bad.push(token.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last | 1]);
    for (const t of bad) await expectNotFoundPage(app, `/l/${t}`);
    // The real one still opens.
    expect((await get(app, url)).statusCode).toBe(200);
  });

  it('after a revocation every old link is 404 and the new links play', async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const a = await sendGuestMessage(app, host.profile!.id, { senderName: 'Anna' });
    const b = await sendGuestMessage(app, host.profile!.id, { senderName: 'Ben' });
    await waitForPlayable(app, 'message', b.id);
    const before = await links(app, host);

    const res = await revoke(app, host.cookie);
    expect(res.statusCode).toBe(200);
    const after = res.json() as ListenLink[];
    expect(after.map((l) => l.voiceMessageId)).toEqual([a.id, b.id]);
    expect(await links(app, host)).toEqual(after);
    for (const old of before) {
      expect(after.map((l) => l.url)).not.toContain(old.url);
      await expectNotFoundPage(app, old.url.slice(ORIGIN.length));
    }
    const fresh = after[1]!.url.slice(ORIGIN.length);
    const page = await get(app, fresh);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(en('guest.listen.heading', { guest: 'Ben' }));
    const audio = await get(app, audioOf(page.body));
    expect(audio.statusCode).toBe(200);
    expect(probe(audio.rawPayload).format).toBe('mp3');
  });

  it("a deleted message's link is 404, and so are the links of a hidden or suspended page until it is live again", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const kept = await sendGuestMessage(app, host.profile!.id);
    const gone = await sendGuestMessage(app, host.profile!.id);
    const [keptUrl, goneUrl] = [await linkOf(app, host, kept.id), await linkOf(app, host, gone.id)];
    expect((await get(app, goneUrl)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/voice-messages/${gone.id}`, headers: { cookie: host.cookie } })).statusCode).toBe(204);
    await expectNotFoundPage(app, goneUrl);

    const setActive = (isActive: boolean) => app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { isActive } });
    expect((await setActive(false)).statusCode).toBe(200);
    await expectNotFoundPage(app, keptUrl);
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await get(app, keptUrl)).statusCode).toBe(200);

    const admin = await createTestAdmin(app);
    const cookie = await adminCookie(app, admin);
    const status = (isActive: boolean) =>
      app.inject({ method: 'PUT', url: `/admin-api/users/${host.user.id}/status`, headers: { cookie }, payload: { isActive, reason: 'Spam' } });
    expect((await status(false)).statusCode).toBe(200);
    await expectNotFoundPage(app, keptUrl);
    expect((await status(true)).statusCode).toBe(200);
    expect((await get(app, audioOf((await get(app, keptUrl)).body))).statusCode).toBe(200);
  });

  it("another host lists and revokes only their own links; signed out, both calls are 401", async () => {
    const { app } = ctx();
    const host = await createCreator(app);
    const other = await createCreator(app);
    const mine = await sendGuestMessage(app, host.profile!.id);
    const theirs = await sendGuestMessage(app, other.profile!.id);
    const url = await linkOf(app, host, mine.id);

    expect((await links(app, other)).map((l) => l.voiceMessageId)).toEqual([theirs.id]);
    expect((await revoke(app, other.cookie)).statusCode).toBe(200);
    expect((await get(app, url)).statusCode).toBe(200);
    expect(await linkOf(app, host, mine.id)).toBe(url);

    expect((await get(app, '/api/keepsake/listen-links')).statusCode).toBe(401);
    const signedOut = await revoke(app);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: en('errors.not_signed_in'), code: 'not_signed_in' });
    expect((await get(app, url)).statusCode).toBe(200);
  });
});
