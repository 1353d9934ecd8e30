import { expect, it } from 'vitest';
import { MAX_INVITATIONS_PER_DAY } from '../../../shared/co-hosts.limits.js';
import { en } from '../../../shared/i18n/english.js';
import { cookiesFrom, createCreator, type Creator, describeEachDatabase, type Host, markEmailVerified, runDueJobs, uniqueEmail } from '../../test/harness.js';
import { smtpServerPerFile } from '../../test/smtp.js';
import { mailsTo, notificationsSettled, putSettings, settingsOf, until } from '../notifications/notifications.test-support.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { latestSealDay } from '../capsule/capsule.js';

/**
 * Hardening III (docs/decisions/065 and 066): what a co-host may do, each host's own mail, and invitations.
 * Each case was tried against the code before the change: a co-host renamed, hid and sealed the page, silenced the
 * owner's mail, read the gallery's password and exported the guests' addresses; an unverified account accepted, an
 * unverified owner invited, and the same address got a mail per click.
 */

const smtp = smtpServerPerFile();

const DAY = 24 * 3_600_000;
const dayAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describeEachDatabase(
  'what a co-host may do',
  (ctx) => {
    const app = () => ctx().app;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) =>
      app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload }) });
    const pageRow = (id: string) => app().deps.db.selectFrom('creatorProfiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    async function invite(owner: Host, email: string): Promise<string> {
      const res = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email });
      expect(res.statusCode, res.body).toBe(201);
      const mail = await smtp().waitForMail((m) => m.envelope.to.includes(email) && m.parsed.subject === en('mail.invitation.subject', { page: 'Ada & Charles' }));
      smtp().mails.splice(smtp().mails.indexOf(mail), 1);
      return /\/invite\/([\w-]+)/.exec(mail.parsed.text ?? '')![1]!;
    }

    /** A verified owner and a verified co-host who accepted: the co-host's cookie acts on the owner's page. */
    async function pair(): Promise<{ owner: Host; coHost: Host }> {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      const coHost = (await createCreator(app(), { verified: true })) as Host;
      const res = await call('POST', `/api/co-host-invitations/${await invite(owner, coHost.user.email)}/accept`, coHost.cookie);
      expect(res.statusCode, res.body).toBe(200);
      coHost.cookie = cookiesFrom(res, coHost.cookie);
      return { owner, coHost };
    }

    it("refuses a co-host's change of the page's address, status, seal and language with a 403, changing nothing of the same body", async () => {
      const { owner, coHost } = await pair();
      const before = await pageRow(owner.profile.id);
      for (const field of [{ username: 'taken_over_x' }, { isActive: false }, { sealedUntil: '2099-12-31' }, { language: 'de' }, { followGuestLanguage: false }]) {
        for (const method of ['PUT', 'PATCH'] as const) {
          const res = await app().inject({ method, url: '/api/creator-profile', headers: { cookie: coHost.cookie }, payload: { bio: 'changed by the co-host', ...field } });
          expect([res.statusCode, res.json().message], JSON.stringify(field)).toEqual([403, en('errors.co_host_only_owner')]);
        }
      }
      const { updatedAt: _a, ...after } = await pageRow(owner.profile.id);
      const { updatedAt: _b, ...unchanged } = before;
      expect(after).toEqual(unchanged);
      // The page still answers at its address, and its owner can still open every message.
      expect((await call('GET', `/api/public/${owner.profile.username}`)).statusCode).toBe(200);
      // Sending a field's stored value is no change: the settings form sends the whole form with every save.
      const save = await call('PUT', '/api/creator-profile', coHost.cookie, { username: owner.profile.username, isActive: true, sealedUntil: '', bio: 'Edited by James' });
      expect(save.statusCode, save.body).toBe(200);
      expect((await pageRow(owner.profile.id)).bio).toBe('Edited by James');
      // The page's look is every host's to change (docs/decisions/080): a co-host picks a theme and the kind of event.
      const look = await call('PUT', '/api/creator-profile', coHost.cookie, { pageTheme: 'garden', eventKind: 'wedding', textTheme: 'white' });
      expect(look.statusCode, look.body).toBe(200);
      expect(await pageRow(owner.profile.id)).toMatchObject({ pageTheme: 'garden', eventKind: 'wedding' });
      // The owner changes them.
      expect((await call('PUT', '/api/creator-profile', owner.cookie, { isActive: false, language: 'de' })).statusCode).toBe(200);
    });

    it("keeps the gallery's password, the exports of the guests' addresses and the revoking of every listen link for the owner", async () => {
      const { owner, coHost } = await pair();
      expect((await call('POST', '/api/gallery/password', owner.cookie, { galleryPassword: 'rings-2026', galleryPasswordEnabled: true })).statusCode).toBe(200);
      await sendGuestMessage(app(), owner.profile.id, { senderName: 'Grace', senderEmail: 'grace.private@example.com', subscribeToNewsletter: true });

      expect((await call('GET', '/api/creator-profile', coHost.cookie)).json()).toMatchObject({ id: owner.profile.id, galleryPassword: null, galleryPasswordEnabled: true });
      expect((await call('GET', '/api/gallery/password', coHost.cookie)).json()).toEqual({ galleryPassword: null, galleryPasswordEnabled: true });
      const set = await call('POST', '/api/gallery/password', coHost.cookie, { galleryPassword: 'mine-now', galleryPasswordEnabled: true });
      expect([set.statusCode, set.json().message]).toEqual([403, en('errors.co_host_only_owner')]);
      expect((await pageRow(owner.profile.id)).galleryPassword).toBe('rings-2026');
      for (const url of ['/api/email-subscribers.csv', '/api/email-subscribers/emails']) {
        const res = await call('GET', url, coHost.cookie);
        expect([res.statusCode, res.json().message], url).toEqual([403, en('errors.co_host_only_owner')]);
        expect(res.body).not.toContain('grace.private@example.com');
      }
      const revoke = await call('POST', '/api/keepsake/listen-links/revoke', coHost.cookie);
      expect(revoke.statusCode).toBe(403);

      // The owner still has all of it.
      expect((await call('GET', '/api/gallery/password', owner.cookie)).json().galleryPassword).toBe('rings-2026');
      expect((await call('GET', '/api/email-subscribers/emails', owner.cookie)).body).toContain('grace.private@example.com');
      expect((await call('POST', '/api/keepsake/listen-links/revoke', owner.cookie)).statusCode).toBe(200);
    });

    it('a removed co-host reaches nothing of the page, even with its page cookie', async () => {
      const { owner, coHost } = await pair();
      expect((await call('DELETE', `/api/co-hosts/${coHost.user.id}`, owner.cookie)).statusCode).toBe(204);
      const before = await pageRow(owner.profile.id);
      // coHost has a page of its own: its calls act on that page now, never on the owner's.
      const res = await call('PUT', '/api/creator-profile', coHost.cookie, { displayName: 'Taken' });
      expect(res.json().id).toBe(coHost.profile.id);
      expect(await pageRow(owner.profile.id)).toEqual(before);
      expect((await call('GET', '/api/creator-profile', coHost.cookie)).json().id).toBe(coHost.profile.id);
    });

    it('seals at most 25 years ahead; the owner can lift a seal someone else made; the owner is mailed, in their language, when a seal is set', async () => {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      const tooFar = new Date(Date.parse(`${latestSealDay(Date.now())}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
      const far = await call('PUT', '/api/creator-profile', owner.cookie, { sealedUntil: tooFar });
      expect([far.statusCode, far.json().message]).toEqual([400, en('errors.capsule_too_far')]);
      expect((await call('PUT', '/api/creator-profile', owner.cookie, { sealedUntil: latestSealDay(Date.now()) })).statusCode).toBe(200);
      expect((await call('PUT', '/api/creator-profile', owner.cookie, { sealedUntil: null })).statusCode).toBe(200);

      // A seal a co-host made before co-hosts lost that power: three days old, past its 24 hours, with no maker recorded.
      const day = dayAfter(365 * 70);
      await app()
        .deps.db.updateTable('creatorProfiles')
        .set({ sealedUntil: day, sealedOpensAt: Date.parse(`${day}T00:00:00Z`), sealedSetAt: Date.now() - 3 * DAY, sealedFloor: day, sealedBy: null })
        .where('id', '=', owner.profile.id)
        .execute();
      expect((await call('GET', '/api/voice-messages/download', owner.cookie)).statusCode).toBe(403);
      const lift = await call('PUT', '/api/creator-profile', owner.cookie, { sealedUntil: null });
      expect(lift.statusCode, lift.body).toBe(200);
      expect((await call('GET', '/api/voice-messages/download', owner.cookie)).statusCode).toBe(200);

      // The owner's own seal holds them to its rules as before, and they are told of it by mail, in German here.
      expect((await call('PUT', '/api/auth/language', owner.cookie, { language: 'de' })).statusCode).toBe(200);
      const sealDay = dayAfter(30);
      expect((await call('PUT', '/api/creator-profile', owner.cookie, { sealedUntil: sealDay })).statusCode).toBe(200);
      await runDueJobs(app());
      const mail = await smtp().waitForMail((m) => m.envelope.to.includes(owner.user.email) && (m.parsed.subject ?? '').includes('versiegelt'));
      expect(mail.parsed.subject).toContain('Ada & Charles');
      expect(mail.parsed.text).toContain(new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${sealDay}T00:00:00Z`)));
      expect((await pageRow(owner.profile.id)).sealedBy).toBe(owner.user.id);
    });

    it("each host's new-message mail is their own: a co-host's 'none' silences only the co-host, the owner's only the owner", async () => {
      const { owner, coHost } = await pair();
      expect((await putSettings(app(), owner.cookie, { newMessageMail: 'each' })).statusCode).toBe(200);
      expect((await putSettings(app(), coHost.cookie, { newMessageMail: 'none', timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
      expect(await settingsOf(app(), owner.cookie)).toMatchObject({ newMessageMail: 'each', timeZone: 'UTC' });
      expect(await settingsOf(app(), coHost.cookie)).toMatchObject({ newMessageMail: 'none', timeZone: 'Asia/Tokyo' });

      await sendGuestMessage(app(), owner.profile.id, { senderName: 'Grace' });
      await notificationsSettled(app());
      await until(() => mailsTo(smtp(), owner.user.email), (m) => m.length >= 1, "the owner's mail");
      expect(mailsTo(smtp(), owner.user.email).map((m) => m.parsed.subject)).toEqual(['New voice message from Grace']);
      expect(mailsTo(smtp(), coHost.user.email)).toEqual([]);

      // The other way round: the owner turns theirs off, the co-host asks for each message.
      expect((await putSettings(app(), owner.cookie, { newMessageMail: 'none' })).statusCode).toBe(200);
      expect((await putSettings(app(), coHost.cookie, { newMessageMail: 'each' })).statusCode).toBe(200);
      await sendGuestMessage(app(), owner.profile.id, { senderName: 'Alan' });
      await notificationsSettled(app());
      await until(() => mailsTo(smtp(), coHost.user.email), (m) => m.length >= 1, "the co-host's mail");
      expect(mailsTo(smtp(), coHost.user.email).map((m) => m.parsed.subject)).toEqual(['New voice message from Alan']);
      expect(mailsTo(smtp(), owner.user.email).map((m) => m.parsed.subject)).toEqual(['New voice message from Grace']);
    });

    it('invitations: a verified owner invites, a verified address accepts, one mail a day per address, and so many a day per page', async () => {
      const unverified = (await createCreator(app())) as Host;
      const refused = await call('POST', '/api/co-hosts/invitations', unverified.cookie, { email: uniqueEmail('x') });
      expect([refused.statusCode, refused.json().message]).toEqual([403, en('errors.co_host_verify_to_invite')]);

      const owner = (await createCreator(app(), { verified: true })) as Host;
      const invitee = (await createCreator(app(), { profile: false })) as Creator;
      const token = await invite(owner, invitee.user.email);
      const early = await call('POST', `/api/co-host-invitations/${token}/accept`, invitee.cookie);
      expect([early.statusCode, early.json().message]).toEqual([403, en('errors.co_host_verify_to_accept')]);
      expect((await call('GET', `/api/co-host-invitations/${token}`)).json().status).toBe('open');
      await markEmailVerified(app(), invitee.user.id);
      expect((await call('POST', `/api/co-host-invitations/${token}/accept`, invitee.cookie)).statusCode).toBe(200);

      // The same address again within a day: refused, and no second mail.
      const again = uniqueEmail('again');
      await invite(owner, again);
      const twice = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: again });
      expect([twice.statusCode, twice.json().message]).toEqual([429, en('errors.co_host_invited_today')]);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp().mails.filter((m) => m.envelope.to.includes(again))).toEqual([]);

      // Invite and withdraw, over and over: the day's cap counts the mails, not the invitations still open.
      for (let sent = 2; sent < MAX_INVITATIONS_PER_DAY; sent++) {
        await invite(owner, uniqueEmail(`churn${sent}`));
        const { invitations } = (await call('GET', '/api/co-hosts', owner.cookie)).json() as { invitations: { id: string }[] };
        for (const i of invitations) expect((await call('DELETE', `/api/co-hosts/invitations/${i.id}`, owner.cookie)).statusCode).toBe(204);
      }
      const over = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: uniqueEmail('over') });
      expect([over.statusCode, over.json().message]).toEqual([429, en('errors.co_host_invitations_today')]);
      // A day later the page may invite again.
      app().deps.now = () => Date.now() + DAY + 60_000;
      try {
        expect((await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: uniqueEmail('tomorrow') })).statusCode).toBe(201);
      } finally {
        app().deps.now = Date.now;
      }
    });
  },
  (config) => {
    config.smtpUrl = smtp().url;
  },
);
