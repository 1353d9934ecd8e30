import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DIGEST_HOUR } from '../../../shared/notifications.schemas.js';
import { en } from '../../../shared/i18n/english.js';
import { buildApp } from '../../app.js';
import { atLocalHour, localDateTime, localDay } from '../../lib/time-zone.js';
import { createCreator, describeEachDatabase, type Host } from '../../test/harness.js';
import { smtpServerPerFile, type ReceivedMail } from '../../test/smtp.js';
import { verifySubject } from '../accounts/auth-mails.js';
import { findJob } from '../../jobs/jobs.repository.js';
import { MESSAGE_ARRIVED_JOB } from './message-arrived.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { enqueueDueDigests } from './digest-schedule.js';
import { DIGEST_JOB } from './notifications.jobs.js';
import {
  digestJobsOf,
  getSettings,
  header,
  mailsTo,
  notificationsSettled,
  pendingOf,
  putSettings,
  settingsOf,
  until,
} from './notifications.test-support.js';

const PUBLIC_URL = 'http://localhost:3000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const smtp = smtpServerPerFile();


/** What the host reads: the plain text and the HTML of a mail, and its whole source. */
const textOf = (m: ReceivedMail) => m.parsed.text ?? '';
const htmlOf = (m: ReceivedMail) => m.parsed.html ?? '';

/** The morning digest hour on the host's clock, on the local date `days` after today (real time). */
const morning = (timeZone: string, days: number) => atLocalHour(timeZone, Date.now() + days * DAY, DIGEST_HOUR);

describeEachDatabase(
  'new-message mail',
  (ctx) => {
    const app = () => ctx().app;
    let clock: number | undefined;
    // The calendar clock the scheduler reads (deps.now): moved by the tests, real when unset.
    const setClock = (at: number | undefined, ...apps: FastifyInstance[]) => {
      clock = at;
      for (const a of [app(), ...apps]) a.deps.now = () => clock ?? Date.now();
    };

    async function host(settings?: Record<string, unknown>): Promise<Host> {
      const h = (await createCreator(app())) as Host;
      if (settings) expect((await putSettings(app(), h.cookie, settings)).statusCode).toBe(200);
      return h;
    }

    /** A guest's message, and the moment it was stored. */
    async function guestMessage(h: Host, senderName: string, senderEmail = 'guest.secret@example.com') {
      const m = (await sendGuestMessage(app(), h.profile.id, { senderName, senderEmail })) as unknown as { id: string; createdAt: string };
      return { id: m.id, at: Date.parse(m.createdAt) };
    }

    it("sends one mail per message in 'each' mode, with the guest's name, the time on the host's clock, the inbox link and unsubscribe headers", async () => {
      const h = await host({ newMessageMail: 'each', timeZone: 'Asia/Tokyo' });
      const first = await guestMessage(h, 'Grace Hopper', 'grace.secret@example.com');
      const second = await guestMessage(h, '<b>Ada</b>', 'ada.secret@example.com');
      await notificationsSettled(app());
      const mails = mailsTo(smtp(), h.user.email);
      expect(mails.map((m) => m.parsed.subject).sort()).toEqual(['New voice message from <b>Ada</b>', 'New voice message from Grace Hopper']);

      const grace = mails.find((m) => m.parsed.subject?.includes('Grace'))!;
      const tokyo = localDateTime('Asia/Tokyo', first.at).slice(11);
      expect(textOf(grace)).toContain(`Grace Hopper left a voice message (2 s) on Ada & Charles`);
      expect(textOf(grace)).toContain(tokyo);
      expect(textOf(grace)).toContain('Times are in Asia/Tokyo.');
      expect(textOf(grace)).toContain(`Open your inbox: ${PUBLIC_URL}/admin`);
      expect(htmlOf(grace)).toContain(`href="${PUBLIC_URL}/admin"`);
      // The guests' addresses never go into these mails.
      for (const m of mails) expect(m.raw.toString()).not.toMatch(/secret@example\.com/);
      // The guest's name is text in the HTML part, never markup.
      const ada = mails.find((m) => m.parsed.subject?.includes('Ada'))!;
      expect(htmlOf(ada)).toContain('&lt;b&gt;Ada&lt;/b&gt;');
      expect(htmlOf(ada)).not.toContain('<b>Ada');
      expect(textOf(ada)).toContain(localDateTime('Asia/Tokyo', second.at).slice(11));

      for (const m of mails) {
        const unsubscribe = header(m, 'List-Unsubscribe');
        expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/mail/unsubscribe\\?token=[\\w.%-]{100,}>$`));
        expect(header(m, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        // The same link is in the mail, for programs that show no button of their own.
        expect(textOf(m)).toContain(`Unsubscribe: ${unsubscribe!.slice(1, -1)}`);
        expect(m.parsed.messageId).toMatch(/^<new-message\.[0-9a-f-]{36}@localhost>$/);
      }
      // Each message's job ran once; nothing waits for a digest.
      const jobs = await app().deps.db.selectFrom('jobs').select(['status', 'attempts']).where('key', 'in', [`voice-message:${first.id}`, `voice-message:${second.id}`]).execute();
      expect(jobs).toEqual([{ status: 'done', attempts: 1 }, { status: 'done', attempts: 1 }]);
      expect(await pendingOf(app(), h.profile.id)).toEqual([]);
    });

    it('keeps a mail the mail server refused and sends it, once, on a later attempt', async () => {
      const h = await host({ newMessageMail: 'each' });
      const job = (id: string) => findJob(app().deps.db, MESSAGE_ARRIVED_JOB, `voice-message:${id}`);
      smtp().rejecting = true;
      let message: { id: string };
      try {
        message = await guestMessage(h, 'Grace');
        await until(() => job(message.id), (j) => j?.status === 'queued' && j.attempts === 1 && j.lastError !== null, 'the refused attempt');
      } finally {
        smtp().rejecting = false;
      }
      await notificationsSettled(app());
      expect(mailsTo(smtp(), h.user.email).map((m) => m.parsed.subject)).toEqual(['New voice message from Grace']);
      expect(await job(message.id)).toMatchObject({ status: 'done', attempts: 2 });
    });

    it("sends nothing in 'none' mode, and keeps nothing for a digest", async () => {
      const h = await host({ newMessageMail: 'none' });
      await guestMessage(h, 'Grace');
      await notificationsSettled(app());
      expect(await pendingOf(app(), h.profile.id)).toEqual([]);
      setClock(morning('UTC', 2));
      try {
        await enqueueDueDigests(app().deps);
        await notificationsSettled(app());
      } finally {
        setClock(undefined);
      }
      expect(await digestJobsOf(app(), h.profile.id)).toEqual([]);
      expect(mailsTo(smtp(), h.user.email)).toEqual([]);
    });

    it("sends the daily digest once, at the morning hour on the host's clock, naming the messages since the last one; a day without messages sends nothing", async () => {
      const zone = 'America/New_York';
      // The default is the digest: the host only tells us their zone, as the dashboard does.
      const h = await host({ timeZone: zone });
      expect(await settingsOf(app(), h.cookie)).toEqual({ newMessageMail: 'digest', timeZone: zone, digestHour: DIGEST_HOUR });
      const a = await guestMessage(h, 'Grace');
      const b = await guestMessage(h, 'Alan', 'alan.secret@example.com');
      await until(() => pendingOf(app(), h.profile.id), (rows) => rows.length === 2, 'both messages to wait for the digest');
      // Nothing is mailed for the messages themselves.
      await notificationsSettled(app());
      expect(mailsTo(smtp(), h.user.email)).toEqual([]);

      const day1 = morning(zone, 1);
      try {
        // A minute before 8:00 in New York (long after 8:00 UTC): not yet.
        setClock(day1 - 60_000);
        await enqueueDueDigests(app().deps);
        expect(await digestJobsOf(app(), h.profile.id)).toEqual([]);

        // 8:00 in New York: two ticks at once (two instances' schedulers, say) enqueue one digest.
        setClock(day1 + 60_000);
        await Promise.all([enqueueDueDigests(app().deps), enqueueDueDigests(app().deps)]);
        await notificationsSettled(app());
        const date1 = localDay(zone, day1).date;
        expect(await digestJobsOf(app(), h.profile.id)).toEqual([{ key: `${h.profile.id}:${date1}`, status: 'done', attempts: 1 }]);
        const [digest, ...more] = mailsTo(smtp(), h.user.email);
        expect(more).toEqual([]);
        expect(digest!.parsed.subject).toBe('2 new voice messages for Ada & Charles');
        const text = textOf(digest!);
        expect(text).toContain('2 new voice messages on Ada & Charles since your last digest:');
        expect(text).toContain(`- Grace, `);
        expect(text).toContain(`- Alan, `);
        // Oldest first, each at its time in New York.
        expect(text.indexOf('- Grace')).toBeLessThan(text.indexOf('- Alan'));
        expect(text).toContain(localDateTime(zone, a.at).slice(11));
        expect(text).toContain(localDateTime(zone, b.at).slice(11));
        expect(text).toContain('Times are in America/New York.');
        expect(htmlOf(digest!)).toMatch(/<li>Grace, [^<]+<\/li><li>Alan, [^<]+<\/li>/);
        expect(digest!.raw.toString()).not.toMatch(/secret@example\.com/);
        expect(header(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        expect(digest!.parsed.messageId).toBe(`<digest.${h.profile.id}.${date1}@localhost>`);
        expect(await pendingOf(app(), h.profile.id)).toEqual([]);

        // Later that morning: nothing more.
        setClock(day1 + 3 * HOUR);
        await enqueueDueDigests(app().deps);
        await notificationsSettled(app());
        expect(await digestJobsOf(app(), h.profile.id)).toHaveLength(1);

        // The next morning had no messages: no digest at all.
        setClock(morning(zone, 2) + 60_000);
        await enqueueDueDigests(app().deps);
        await notificationsSettled(app());
        expect(await digestJobsOf(app(), h.profile.id)).toHaveLength(1);
        expect(mailsTo(smtp(), h.user.email)).toHaveLength(1);
      } finally {
        setClock(undefined);
      }

      // A message later: the next digest names it alone.
      await guestMessage(h, 'Barbara');
      await until(() => pendingOf(app(), h.profile.id), (rows) => rows.length === 1, 'the new message to wait for the digest');
      const day3 = morning(zone, 3);
      try {
        setClock(day3 + 60_000);
        await enqueueDueDigests(app().deps);
        await notificationsSettled(app());
      } finally {
        setClock(undefined);
      }
      const mails = mailsTo(smtp(), h.user.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.parsed.subject).toBe('1 new voice message for Ada & Charles');
      expect(textOf(mails[1]!)).toContain('A new voice message on Ada & Charles since your last digest:');
      expect(textOf(mails[1]!)).toContain('- Barbara, ');
      expect(textOf(mails[1]!)).not.toMatch(/- (Grace|Alan),/);
      expect((await digestJobsOf(app(), h.profile.id)).map((j) => j.key)).toEqual([
        `${h.profile.id}:${localDay(zone, day1).date}`,
        `${h.profile.id}:${localDay(zone, day3).date}`,
      ]);
    });

    it('drops the messages waiting for a digest when the host turns the digest off, so turning it on again starts afresh', async () => {
      const h = await host({ timeZone: 'UTC' });
      await guestMessage(h, 'Grace');
      await until(() => pendingOf(app(), h.profile.id), (rows) => rows.length === 1, 'the message to wait for the digest');
      await putSettings(app(), h.cookie, { newMessageMail: 'each' });
      expect(await pendingOf(app(), h.profile.id)).toEqual([]);
      await putSettings(app(), h.cookie, { newMessageMail: 'digest' });
      try {
        setClock(morning('UTC', 1) + 60_000);
        await enqueueDueDigests(app().deps);
        await notificationsSettled(app());
      } finally {
        setClock(undefined);
      }
      expect(await digestJobsOf(app(), h.profile.id)).toEqual([]);
      expect(mailsTo(smtp(), h.user.email)).toEqual([]);
    });

    it("keeps a message that arrives after the morning's hour for the next morning", async () => {
      const h = await host({ timeZone: 'UTC' });
      await guestMessage(h, 'Grace');
      await until(() => pendingOf(app(), h.profile.id), (rows) => rows.length === 1, 'the message to wait for the digest');
      // Moments before the message, on the host's clock, it was past 8:00: today's digest does not name it.
      const now = Date.now();
      const todays = atLocalHour('UTC', now, DIGEST_HOUR);
      try {
        if (now > todays) {
          setClock(now + 60_000);
          await enqueueDueDigests(app().deps);
          expect(await digestJobsOf(app(), h.profile.id)).toEqual([]);
        }
        setClock(morning('UTC', 1) + 60_000);
        await enqueueDueDigests(app().deps);
        await notificationsSettled(app());
      } finally {
        setClock(undefined);
      }
      expect(mailsTo(smtp(), h.user.email).map((m) => m.parsed.subject)).toEqual(['1 new voice message for Ada & Charles']);
    });

    it("sends a day's digest once across two instances and a restart, and sends it after a worker died holding it", async () => {
      const zone = 'Europe/Berlin';
      const h = await host({ timeZone: zone });
      await guestMessage(h, 'Grace');
      await until(() => pendingOf(app(), h.profile.id), (rows) => rows.length === 1, 'the message to wait for the digest');
      const day1 = morning(zone, 1);
      const { config } = ctx();
      // A second instance on the same database, with its own scheduler and job worker.
      let second = await buildApp(config, { logger: false, migrate: false });
      await second.ready();
      try {
        setClock(day1 + 60_000, second);
        await Promise.all([enqueueDueDigests(app().deps), enqueueDueDigests(second.deps), enqueueDueDigests(app().deps), enqueueDueDigests(second.deps)]);
        await notificationsSettled(app());
        expect(await digestJobsOf(app(), h.profile.id)).toEqual([{ key: `${h.profile.id}:${localDay(zone, day1).date}`, status: 'done', attempts: 1 }]);
        expect(mailsTo(smtp(), h.user.email)).toHaveLength(1);

        // A restart: that instance stops and a new one starts, and its scheduler looks again that morning.
        await second.close();
        second = await buildApp(config, { logger: false, migrate: false });
        await second.ready();
        setClock(day1 + 2 * HOUR, second);
        await enqueueDueDigests(second.deps);
        await notificationsSettled(app());
        expect(await digestJobsOf(app(), h.profile.id)).toHaveLength(1);
        expect(mailsTo(smtp(), h.user.email)).toHaveLength(1);

        // The next morning's digest was claimed by a worker that then died (its lease runs out unrenewed): another
        // instance takes it over and sends it, once.
        await guestMessage(h, 'Alan');
        await until(() => pendingOf(app(), h.profile.id), (rows) => rows.length === 1, 'the next message to wait for the digest');
        const day2 = morning(zone, 2);
        setClock(day2 + 60_000, second);
        const date2 = localDay(zone, day2).date;
        const now = Date.now();
        await app()
          .deps.db.insertInto('jobs')
          .values({
            id: `dead-${now}`,
            kind: DIGEST_JOB,
            key: `${h.profile.id}:${date2}`,
            payload: JSON.stringify({ profileId: h.profile.id, date: date2, cutoff: day2 }),
            status: 'running',
            attempts: 1,
            runAfter: now,
            lockedBy: 'a-killed-instance',
            lockedUntil: now + 300,
            lastError: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        // Its scheduler asking again changes nothing: the job exists.
        await enqueueDueDigests(second.deps);
        await until(() => digestJobsOf(app(), h.profile.id), (jobs) => jobs.at(-1)?.status === 'done', 'the dead worker\'s digest to be taken over');
        await notificationsSettled(app());
        expect((await digestJobsOf(app(), h.profile.id)).at(-1)).toEqual({ key: `${h.profile.id}:${date2}`, status: 'done', attempts: 2 });
        const mails = mailsTo(smtp(), h.user.email);
        expect(mails).toHaveLength(2);
        expect(textOf(mails[1]!)).toContain('- Alan, ');
      } finally {
        setClock(undefined);
        await second.close();
      }
    });

    it('unsubscribes with one click from the mail without signing in (the page and its button, or a POST from the mail program); a bad link is refused', async () => {
      const h = await host({ newMessageMail: 'each' });
      await guestMessage(h, 'Grace');
      const mail = await smtp().waitForMail((m) => m.envelope.to.includes(h.user.email) && m.parsed.subject !== verifySubject);
      const url = new URL(header(mail, 'List-Unsubscribe')!.slice(1, -1));
      const path = `${url.pathname}${url.search}`;

      // Opening the link asks first (mail scanners open links): nothing changes yet.
      const page = await app().inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain(en('mail.unsubscribePage.title'));
      expect(page.body).toContain('Ada &amp; Charles');
      const form = /<form method="post" action="([^"]+)"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit"[^>]*>Unsubscribe<\/button><\/form>/.exec(page.body);
      expect(form).not.toBeNull();
      expect(form![1]!.replace(/&amp;/g, '&')).toBe(path);
      expect((await settingsOf(app(), h.cookie)).newMessageMail).toBe('each');

      // The button: a same-site form POST of the page's one field, no session.
      const clicked = await app().inject({
        method: 'POST',
        url: form![1]!.replace(/&amp;/g, '&'),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.statusCode).toBe(200);
      expect(clicked.body).toContain(en('mail.unsubscribePage.doneTitle'));
      expect((await settingsOf(app(), h.cookie)).newMessageMail).toBe('none');
      await guestMessage(h, 'Alan');
      await notificationsSettled(app());
      expect(mailsTo(smtp(), h.user.email)).toHaveLength(1);

      // The host turns the mails on again in settings; then the mail program's one-click POST (RFC 8058), which
      // comes from its own servers: no cookie, no origin of ours, a multipart body.
      expect((await putSettings(app(), h.cookie, { newMessageMail: 'each' })).json().newMessageMail).toBe('each');
      const boundary = 'unsub';
      const oneClick = await app().inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(oneClick.statusCode).toBe(200);
      expect((await settingsOf(app(), h.cookie)).newMessageMail).toBe('none');
      // And once more, as application/x-www-form-urlencoded: still done, still 200.
      const again = await app().inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(again.statusCode).toBe(200);

      // Bad links: a changed signature, another page's id under this signature, garbage, nothing.
      await putSettings(app(), h.cookie, { newMessageMail: 'each' });
      const token = url.searchParams.get('token')!;
      const other = await host();
      const forged = [
        token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
        token.replace(h.profile.id, other.profile!.id),
        'not-a-token',
        `${h.profile.id}.${h.user.id}`,
      ];
      for (const bad of forged) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await app().inject({ method, url: `/mail/unsubscribe?token=${encodeURIComponent(bad)}` });
          expect(res.statusCode, `${method} ${bad}`).toBe(404);
          expect(res.body).toContain(en('mail.unsubscribePage.invalidTitle'));
        }
      }
      for (const method of ['GET', 'POST'] as const) {
        const missing = await app().inject({ method, url: '/mail/unsubscribe' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().message).toEqual(expect.any(String));
      }
      expect((await settingsOf(app(), h.cookie)).newMessageMail).toBe('each');
      expect((await settingsOf(app(), other.cookie)).newMessageMail).toBe('digest');
    });

    it('lets only the signed-in host read and change their own page\'s choice, and refuses bad input with a 400', async () => {
      const a = await host();
      const b = await host();
      // Signed out: 401, nothing changes.
      expect((await getSettings(app())).statusCode).toBe(401);
      const signedOut = await putSettings(app(), undefined, { newMessageMail: 'none' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe('Not signed in');

      // Each host reaches only their own page: B's change leaves A's as it was.
      expect((await putSettings(app(), a.cookie, { newMessageMail: 'each', timeZone: 'Europe/Paris' })).json()).toEqual({
        newMessageMail: 'each',
        timeZone: 'Europe/Paris',
        digestHour: DIGEST_HOUR,
      });
      expect((await putSettings(app(), b.cookie, { newMessageMail: 'none', timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
      expect(await settingsOf(app(), a.cookie)).toEqual({ newMessageMail: 'each', timeZone: 'Europe/Paris', digestHour: DIGEST_HOUR });
      expect(await settingsOf(app(), b.cookie)).toEqual({ newMessageMail: 'none', timeZone: 'Asia/Tokyo', digestHour: DIGEST_HOUR });
      // A zone alone keeps the choice; a choice alone keeps the zone.
      await putSettings(app(), a.cookie, { timeZone: 'America/Chicago' });
      await putSettings(app(), a.cookie, { newMessageMail: 'digest' });
      expect(await settingsOf(app(), a.cookie)).toEqual({ newMessageMail: 'digest', timeZone: 'America/Chicago', digestHour: DIGEST_HOUR });

      const bad: [unknown, string][] = [
        [{ newMessageMail: 'hourly' }, en('errors.notify_invalid_choice')],
        [{ newMessageMail: 3 }, en('errors.notify_invalid_choice')],
        [{ timeZone: 'Mars/Olympus' }, en('errors.invalid_time_zone')],
        [{ timeZone: 'x'.repeat(65) }, en('errors.invalid_time_zone')],
        [{}, en('errors.notify_nothing_to_change')],
      ];
      for (const [payload, message] of bad) {
        const res = await putSettings(app(), a.cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(await settingsOf(app(), a.cookie)).toEqual({ newMessageMail: 'digest', timeZone: 'America/Chicago', digestHour: DIGEST_HOUR });

      // A signed-in user without a page has no settings.
      const pageless = await createCreator(app(), { profile: false });
      expect((await getSettings(app(), pageless.cookie)).statusCode).toBe(404);
      expect((await putSettings(app(), pageless.cookie, { newMessageMail: 'none' })).statusCode).toBe(404);
    });
  },
  (config) => {
    config.smtpUrl = smtp().url;
    // About background work: the worker runs, as in production.
    config.jobs.concurrency = 1;
  },
);
