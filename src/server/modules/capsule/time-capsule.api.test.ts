import { formatCalendarDate } from '../../../shared/calendar-date.js';
import { expect, it } from 'vitest';
import { CAPSULE_MSG } from '../../../shared/capsule.texts.js';
import type { ListenLink } from '../../../shared/book.schemas.js';
import { en } from '../../../shared/i18n/english.js';
import { startOfDay } from '../../lib/time-zone.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { type Creator, createCreator, describeEachDatabase } from '../../test/harness.js';
import { uploadReply } from '../../test/security/security-fixtures.js';
import { sendGuestMessage, uploadVoice, waitForPlayable, wav } from '../messages/messages.test-support.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ORIGIN = 'http://localhost:3000';

/** The calendar day `days` after today's (UTC), 'YYYY-MM-DD'. */
const dayAfter = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString().slice(0, 10);

describeEachDatabase('the time capsule', (ctx) => {
  const app = () => ctx().app;
  const inject = (method: 'GET' | 'HEAD' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const seal = (host: Creator, sealedUntil: string | null) => inject('PUT', '/api/creator-profile', host.cookie, { sealedUntil });
  /** The calendar clock (deps.now) the seal is judged by, moved by the tests; real when undefined. */
  const setClock = (at: number | undefined) => {
    app().deps.now = () => at ?? Date.now();
  };

  const expectSealed = (res: { statusCode: number; json(): unknown }, day: string, what: string) => {
    expect(res.statusCode, what).toBe(403);
    expect(res.json(), what).toEqual({ message: CAPSULE_MSG.sealed(day) });
  };

  it('refuses playing, replying and downloading while sealed, lists names without recordings, and opens on the day', async () => {
    setClock(undefined);
    const host = await createCreator(app());
    const profileId = host.profile!.id;
    const msg = await sendGuestMessage(app(), profileId, { senderName: 'Anna Smith', senderEmail: 'anna.secret@example.com' });
    const playable = await waitForPlayable(app(), 'message', msg.id);
    // A book printed before the seal: its listen links keep pointing at the message.
    const links = (await inject('GET', '/api/keepsake/listen-links', host.cookie)).json() as ListenLink[];
    const listen = links[0]!.url.slice(ORIGIN.length);

    const day = dayAfter(3);
    const set = await seal(host, day);
    expect(set.statusCode).toBe(200);
    expect(set.json().sealedUntil).toBe(day);
    // No zone known for this host: the capsule opens at 00:00 UTC of that day.
    const opensAt = startOfDay('UTC', day);
    expect(set.json().sealedOpensAt).toBe(new Date(opensAt).toISOString());
    const pub = (await inject('GET', `/api/public/${host.profile!.username}`)).json();
    expect(pub.profile.sealedUntil).toBe(day);

    // The inbox: names, times, lengths and the count; no recording's address.
    const inbox = await inject('GET', '/api/voice-messages', host.cookie);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.headers['x-total-count']).toBe('1');
    const [listed] = inbox.json();
    expect(listed).toMatchObject({ id: msg.id, senderName: 'Anna Smith', duration: 2, audioPath: null, playablePath: null });
    expect(inbox.body).not.toContain('/objects/');
    const marked = await inject('PUT', `/api/voice-messages/${msg.id}`, host.cookie, { isPlayed: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ audioPath: null, playablePath: null });

    // Every door to the recordings, for the host and for anyone else.
    for (const path of [msg.audioPath, playable]) {
      expectSealed(await inject('GET', path, host.cookie), day, `GET ${path} (host)`);
      // Anyone else is not told even that much: a page's recordings are its hosts' alone (decision 067).
      expect((await inject('GET', path)).statusCode, `GET ${path} (anyone)`).toBe(404);
      expect((await inject('HEAD', path, host.cookie)).statusCode, `HEAD ${path}`).toBe(403);
    }
    // The master admins are not bound by the host's seal: they review content (decision 052).
    const admin = await adminCookie(app(), await createTestAdmin(app()));
    expect((await inject('GET', `/admin-api${msg.audioPath}`, admin)).statusCode, 'admin player').toBe(200);
    const replyPath = await uploadReply(app(), host.cookie);
    const reply = { voiceMessageId: msg.id, audioPath: replyPath, duration: 2 };
    expectSealed(await inject('POST', '/api/voice-replies', host.cookie, reply), day, 'reply');
    expectSealed(await inject('GET', '/api/voice-messages/download', host.cookie), day, 'archive');
    expect((await inject('HEAD', '/api/voice-messages/download', host.cookie)).statusCode, 'archive HEAD').toBe(403);
    expectSealed(await inject('POST', '/api/keepsake/album', host.cookie, {}), day, 'album build');
    expectSealed(await inject('GET', '/api/keepsake/album/download', host.cookie), day, 'album download');
    expectSealed(await inject('GET', '/api/keepsake/book', host.cookie), day, 'book');
    expectSealed(await inject('GET', '/api/keepsake/listen-links', host.cookie), day, 'listen links');
    expectSealed(await inject('POST', '/api/keepsake/listen-links/revoke', host.cookie), day, 'revoking listen links');
    const page = await inject('GET', listen);
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    // The listener is told when it opens, in the listen page's language.
    expect(page.body).toContain(`Messages will be opened on ${formatCalendarDate(day)}`);
    expect(page.body).not.toContain('<audio');
    const spanish = await inject('GET', `${listen}?lang=es`);
    expect(spanish.body).toContain(`Los mensajes se abrirán el ${formatCalendarDate(day, 'es')}`);
    // The page signs no audio while sealed, and the token alone opens none (decision 067).
    expect(String((await inject('GET', `${listen}/audio`)).headers['content-type'])).not.toMatch(/^audio\//);

    // A minute before the day on the calendar clock: still sealed. At the day: everything opens.
    setClock(opensAt - 60_000);
    expectSealed(await inject('GET', msg.audioPath, host.cookie), day, 'a minute before');
    setClock(opensAt);
    try {
      const open = (await inject('GET', '/api/voice-messages', host.cookie)).json();
      expect(open[0]).toMatchObject({ audioPath: msg.audioPath, playablePath: playable });
      expect((await inject('GET', msg.audioPath, host.cookie)).statusCode).toBe(200);
      expect((await inject('GET', playable, host.cookie)).statusCode).toBe(200);
      expect((await inject('POST', '/api/voice-replies', host.cookie, reply)).statusCode).toBe(201);
      expect((await inject('GET', '/api/voice-messages/download', host.cookie)).statusCode).toBe(200);
      expect((await inject('HEAD', '/api/voice-messages/download', host.cookie)).statusCode).toBe(200);
      expect((await inject('GET', '/api/keepsake/album/download', host.cookie)).statusCode).toBe(404);
      expect([200, 202]).toContain((await inject('POST', '/api/keepsake/album', host.cookie, {})).statusCode);
      expect((await inject('GET', '/api/keepsake/book', host.cookie)).statusCode).toBe(200);
      expect((await inject('GET', '/api/keepsake/listen-links', host.cookie)).statusCode).toBe(200);
      const opened = await inject('GET', listen);
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('<audio');
      expect(opened.body).not.toContain(en('guest.listen.notFoundTitle'));
      // The page's player: its audio signed for minutes (decision 067).
      const audioUrl = /<audio[^>]* src="([^"]+)"/.exec(opened.body)![1]!.replaceAll('&amp;', '&');
      expect((await inject('GET', audioUrl)).statusCode).toBe(200);
    } finally {
      setClock(undefined);
    }
  });

  it("seals only the guests' messages: another page, and the sealed page's other media, are untouched", async () => {
    setClock(undefined);
    const sealed = await createCreator(app());
    const other = await createCreator(app());
    const theirs = await sendGuestMessage(app(), other.profile!.id);
    const mine = await sendGuestMessage(app(), sealed.profile!.id);
    const day = dayAfter(5);
    expect((await seal(sealed, day)).statusCode).toBe(200);
    // A hidden page's recordings stay unknown to strangers (404); its host is told about the seal.
    expect((await inject('PUT', '/api/creator-profile', sealed.cookie, { isActive: false })).statusCode).toBe(200);
    expect((await inject('GET', mine.audioPath)).statusCode).toBe(404);
    expectSealed(await inject('GET', mine.audioPath, sealed.cookie), day, 'hidden page, host');
    expect((await inject('GET', theirs.audioPath, other.cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/voice-messages/download', other.cookie)).statusCode).toBe(200);
    // Unsent uploads stay the guest's, behind their unguessable key.
    const up = await uploadVoice(app(), { bytes: wav(1) });
    expect((await inject('GET', up.json().path)).statusCode).toBe(200);
  });

  it('opens at midnight on the host\'s clock when their zone is known', async () => {
    setClock(undefined);
    const host = await createCreator(app());
    expect((await inject('PUT', '/api/notification-settings', host.cookie, { timeZone: 'Pacific/Auckland' })).statusCode).toBe(200);
    const day = dayAfter(4);
    const res = await seal(host, day);
    expect(res.statusCode).toBe(200);
    expect(res.json().sealedOpensAt).toBe(new Date(startOfDay('Pacific/Auckland', day)).toISOString());
    expect(startOfDay('Pacific/Auckland', day)).toBeLessThan(startOfDay('UTC', day));
  });

  it('keeps the seal honest: a future day only, earlier or removed only within 24 hours, later always, never before the day that held', async () => {
    const now = Date.now();
    setClock(now);
    try {
      const host = await createCreator(app());
      for (const bad of ['2027-02-30', 'soon', '27-01-01']) {
        const res = await seal(host, bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().errors.sealedUntil).toBe(en('errors.capsule_date_invalid'));
      }
      for (const past of [dayAfter(0, now), dayAfter(-2, now)]) {
        const res = await seal(host, past);
        expect(res.statusCode, past).toBe(400);
        expect(res.json().message).toBe(en('errors.capsule_not_in_future'));
      }
      // Within the first 24 hours: a typo fixed, the seal removed and set again.
      expect((await seal(host, dayAfter(400, now))).statusCode).toBe(200);
      expect((await seal(host, dayAfter(10, now))).statusCode).toBe(200);
      expect((await seal(host, null)).json().sealedUntil).toBeNull();
      expect((await seal(host, dayAfter(10, now))).statusCode).toBe(200);
      // The settings form sends the day with every save: the same day is no change.
      expect((await inject('PUT', '/api/creator-profile', host.cookie, { bio: 'Hi', sealedUntil: dayAfter(10, now) })).statusCode).toBe(200);

      // A day later the seal holds at its day.
      setClock(now + DAY + HOUR);
      const floor = dayAfter(10, now);
      for (const attempt of [dayAfter(5, now), null]) {
        const res = await seal(host, attempt);
        expect(res.statusCode, String(attempt)).toBe(403);
        expect(res.json().message).toBe(CAPSULE_MSG.cannotOpenEarlier(floor));
      }
      // Later is always allowed, and a later day may come back down to the day that held, not below it.
      expect((await seal(host, dayAfter(60, now))).json().sealedUntil).toBe(dayAfter(60, now));
      setClock(now + 5 * DAY);
      expect((await seal(host, dayAfter(9, now))).statusCode).toBe(403);
      expect((await seal(host, null)).statusCode).toBe(403);
      expect((await seal(host, floor)).json().sealedUntil).toBe(floor);
      const stored = await inject('GET', '/api/creator-profile', host.cookie);
      expect(stored.json().sealedUntil).toBe(floor);

      // Once the day has come the capsule is over: it may be cleared, or a new one started.
      setClock(startOfDay('UTC', floor) + HOUR);
      expect((await inject('PUT', '/api/creator-profile', host.cookie, { bio: 'Opened', sealedUntil: floor })).statusCode).toBe(200);
      expect((await seal(host, null)).json().sealedUntil).toBeNull();
    } finally {
      setClock(undefined);
    }
  });
});
