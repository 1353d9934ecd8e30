import { expect, it } from 'vitest';
import { MAX_CO_HOSTS } from '../../../shared/co-hosts.limits.js';
import { CO_HOST_MSG } from '../../../shared/co-hosts.texts.js';
import { en } from '../../../shared/i18n/english.js';
import type { CoHostsOverview, HostedPageSummary } from '../../../shared/co-hosts.schemas.js';
import { cookiesFrom, createCreator, type Creator, type Host, describeApp, markEmailVerified, uniqueEmail } from '../../test/harness.js';
import { smtpServerPerFile } from '../../test/smtp.js';
import { adminCookie, createTestAdmin } from '../admin/admin.test-support.js';
import { mailsTo, notificationsSettled, putSettings } from '../notifications/notifications.test-support.js';
import { BROWSER_UA } from '../stats/stats.test-support.js';
import { sendGuestMessage, uploadVoice, wav } from '../messages/messages.test-support.js';
import { setGalleryPassword } from '../gallery/gallery.test-helpers.js';

const smtp = smtpServerPerFile();

const DAY = 24 * 3_600_000;

describeApp(
  'co-hosts',
  (ctx) => {
    const app = () => ctx().app;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) =>
      app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload }) });

    /** An account signed up with this address and verified, without a page of its own. */
    async function account(email = uniqueEmail('cohost')): Promise<Creator> {
      const res = await call('POST', '/api/register', undefined, { email, password: 'correct horse battery', firstName: 'James', lastName: 'Okafor' });
      expect(res.statusCode).toBe(201);
      // Only a verified address accepts an invitation (docs/decisions/065).
      await markEmailVerified(app(), res.json().id);
      return { cookie: cookiesFrom(res), user: res.json() };
    }

    /** The owner invites `email`; the token of the link the invitation mail carries. */
    async function invite(owner: Host, email: string): Promise<string> {
      const res = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email });
      expect(res.statusCode, res.body).toBe(201);
      const mail = await smtp().waitForMail((m) => m.envelope.to.includes(email) && m.parsed.subject === en('mail.invitation.subject', { page: 'Ada & Charles' }));
      const link = /http:\/\/localhost:3000\/invite\/([\w-]+)/.exec(mail.parsed.text ?? '');
      expect(link, mail.parsed.text).not.toBeNull();
      smtp().mails.splice(smtp().mails.indexOf(mail), 1);
      return link![1]!;
    }

    /** A page with a co-host who accepted: the co-host's cookie then acts on the owner's page. */
    async function pair(): Promise<{ owner: Host; coHost: Creator }> {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      const coHost = await account();
      const token = await invite(owner, coHost.user.email);
      const res = await call('POST', `/api/co-host-invitations/${token}/accept`, coHost.cookie);
      expect(res.statusCode, res.body).toBe(200);
      coHost.cookie = cookiesFrom(res, coHost.cookie);
      return { owner, coHost };
    }

    it('the invitee reads the invitation without signing in, accepts it, and then manages the same page: inbox, replies in the page’s name, settings', async () => {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      const message = await sendGuestMessage(app(), owner.profile.id, { senderName: 'Grace', senderEmail: 'grace.guest@example.com' });
      const email = uniqueEmail('james');
      const token = await invite(owner, email);

      const info = await call('GET', `/api/co-host-invitations/${token}`);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ displayName: 'Ada & Charles', username: owner.profile.username, invitedBy: 'Ada Lovelace', email, status: 'open' });

      const coHost = await account(email.toUpperCase());
      // Not signed in: the accept call asks for a session.
      expect((await call('POST', `/api/co-host-invitations/${token}/accept`)).statusCode).toBe(401);
      const accepted = await call('POST', `/api/co-host-invitations/${token}/accept`, coHost.cookie);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ profileId: owner.profile.id, role: 'co-host' });
      const cookie = cookiesFrom(accepted, coHost.cookie);

      expect((await call('GET', '/api/creator-profile', cookie)).json()).toMatchObject({ id: owner.profile.id, username: owner.profile.username });
      const inbox = await call('GET', '/api/voice-messages', cookie);
      expect(inbox.json().map((m: { id: string }) => m.id)).toEqual([message.id]);

      // The co-host's reply goes out in the page's display name.
      const upload = await uploadVoice(app(), { bytes: wav(2) }, { cookie, purpose: 'reply' });
      expect(upload.statusCode).toBe(200);
      const reply = await call('POST', '/api/voice-replies', cookie, { voiceMessageId: message.id, audioPath: upload.json().path, duration: 2 });
      expect(reply.statusCode, reply.body).toBe(201);
      const mail = await smtp().waitForMail((m) => m.envelope.to.includes('grace.guest@example.com'));
      expect(mail.parsed.subject).toContain('Ada & Charles');
      expect(mail.parsed.subject).not.toContain('James');

      // Settings: the co-host edits the page the guests see.
      expect((await call('PUT', '/api/creator-profile', cookie, { bio: 'Edited by James' })).statusCode).toBe(200);
      const page = (await call('GET', `/api/public/${owner.profile.username}`)).json();
      expect(page.profile.bio).toBe('Edited by James');

      const hosts = (await call('GET', '/api/co-hosts', owner.cookie)).json() as CoHostsOverview;
      expect(hosts.role).toBe('owner');
      expect(hosts.hosts.map((h) => [h.email, h.role])).toEqual([
        [owner.user.email, 'owner'],
        [email, 'co-host'],
      ]);
      expect(hosts.invitations).toEqual([]);
      expect(((await call('GET', '/api/co-hosts', cookie)).json() as CoHostsOverview).role).toBe('co-host');
    });

    it('refuses an unknown, a spent, an expired and a forwarded invitation, and the owner’s own address', async () => {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      expect((await call('POST', `/api/co-host-invitations/${'x'.repeat(43)}/accept`, owner.cookie)).json().message).toBe(en('errors.co_host_invitation_not_found'));
      expect((await call('GET', `/api/co-host-invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);

      // Forwarded: signed in with another address than the one invited.
      const invited = uniqueEmail('invited');
      const token = await invite(owner, invited);
      const stranger = await account();
      const forwarded = await call('POST', `/api/co-host-invitations/${token}/accept`, stranger.cookie);
      expect(forwarded.statusCode).toBe(403);
      expect(forwarded.json().message).toBe(CO_HOST_MSG.wrongAccount(invited));

      // Spent: it works once.
      const right = await account(invited);
      expect((await call('POST', `/api/co-host-invitations/${token}/accept`, right.cookie)).statusCode).toBe(200);
      const again = await call('POST', `/api/co-host-invitations/${token}/accept`, right.cookie);
      expect([again.statusCode, again.json().message]).toEqual([410, en('errors.co_host_invitation_used')]);
      expect((await call('GET', `/api/co-host-invitations/${token}`)).json().status).toBe('used');

      // Expired: seven days later the link is dead.
      const late = uniqueEmail('late');
      const lateToken = await invite(owner, late);
      const lateAccount = await account(late);
      app().deps.now = () => Date.now() + 7 * DAY + 1000;
      try {
        expect((await call('GET', `/api/co-host-invitations/${lateToken}`)).json().status).toBe('expired');
        const expired = await call('POST', `/api/co-host-invitations/${lateToken}/accept`, lateAccount.cookie);
        expect([expired.statusCode, expired.json().message]).toEqual([410, en('errors.co_host_invitation_expired')]);
      } finally {
        app().deps.now = Date.now;
      }
      expect(((await call('GET', '/api/co-hosts', owner.cookie)).json() as CoHostsOverview).hosts.map((h) => h.email)).toEqual([owner.user.email, invited]);

      const self = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: owner.user.email });
      expect([self.statusCode, self.json().message]).toEqual([400, en('errors.co_host_invite_self')]);
      const twice = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: invited });
      expect([twice.statusCode, twice.json().message]).toEqual([409, en('errors.co_host_already_co_host')]);
      expect((await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: 'not an address' })).statusCode).toBe(400);
    });

    it(`holds at most ${MAX_CO_HOSTS} co-hosts and invitations; a new invitation to the same address (a day later) replaces the old one, and a withdrawn one is dead`, async () => {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      const first = uniqueEmail('first');
      const oldToken = await invite(owner, first);
      // The same address is mailed once a day at most (docs/decisions/065): the new invitation is sent the next day.
      app().deps.now = () => Date.now() + DAY + 60_000;
      let newToken: string;
      try {
        newToken = await invite(owner, first);
      } finally {
        app().deps.now = Date.now;
      }
      expect((await call('GET', `/api/co-host-invitations/${oldToken}`)).statusCode).toBe(404);
      for (let i = 1; i < MAX_CO_HOSTS; i++) await invite(owner, uniqueEmail(`more${i}`));
      const over = await call('POST', '/api/co-hosts/invitations', owner.cookie, { email: uniqueEmail('over') });
      expect([over.statusCode, over.json().message]).toEqual([409, en('errors.co_host_too_many_co_hosts')]);

      const pending = ((await call('GET', '/api/co-hosts', owner.cookie)).json() as CoHostsOverview).invitations;
      expect(pending).toHaveLength(MAX_CO_HOSTS);
      const firstId = pending.find((p) => p.email === first)!.id;
      expect((await call('DELETE', `/api/co-hosts/invitations/${firstId}`, owner.cookie)).statusCode).toBe(204);
      expect((await call('GET', `/api/co-host-invitations/${newToken}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/co-hosts/invitations/${firstId}`, owner.cookie)).statusCode).toBe(404);
    });

    it('a co-host cannot invite, withdraw, remove the owner or another co-host; the owner removes a co-host, whose access ends at once', async () => {
      const { owner, coHost } = await pair();
      const second = await account();
      const secondToken = await invite(owner, second.user.email);
      expect((await call('POST', `/api/co-host-invitations/${secondToken}/accept`, second.cookie)).statusCode).toBe(200);
      const pendingEmail = uniqueEmail('pending');
      await invite(owner, pendingEmail);

      const asCoHost = (await call('GET', '/api/co-hosts', coHost.cookie)).json() as CoHostsOverview;
      // The co-host sees who hosts, not who was invited.
      expect(asCoHost.invitations).toEqual([]);
      const refused = await call('POST', '/api/co-hosts/invitations', coHost.cookie, { email: uniqueEmail('x') });
      expect([refused.statusCode, refused.json().message]).toEqual([403, en('errors.co_host_only_owner')]);
      const pendingId = ((await call('GET', '/api/co-hosts', owner.cookie)).json() as CoHostsOverview).invitations[0]!.id;
      expect((await call('DELETE', `/api/co-hosts/invitations/${pendingId}`, coHost.cookie)).statusCode).toBe(403);
      const removeOwner = await call('DELETE', `/api/co-hosts/${owner.user.id}`, coHost.cookie);
      expect([removeOwner.statusCode, removeOwner.json().message]).toEqual([403, en('errors.co_host_owner_cannot_be_removed')]);
      expect((await call('DELETE', `/api/co-hosts/${second.user.id}`, coHost.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/co-hosts/${owner.user.id}`, owner.cookie)).statusCode).toBe(403);

      expect((await call('GET', '/api/voice-messages', coHost.cookie)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/co-hosts/${coHost.user.id}`, owner.cookie)).statusCode).toBe(204);
      // The same session, the next request: no page any more.
      expect((await call('GET', '/api/creator-profile', coHost.cookie)).json()).toBeNull();
      expect((await call('GET', '/api/voice-messages', coHost.cookie)).statusCode).toBe(404);
      expect((await call('PUT', '/api/creator-profile', coHost.cookie, { bio: 'still here?' })).statusCode).toBe(404);

      // A co-host may leave on their own.
      expect((await call('DELETE', `/api/co-hosts/${second.user.id}`, second.cookie)).statusCode).toBe(204);
      expect((await call('GET', '/api/creator-profile', second.cookie)).json()).toBeNull();
    });

    it('an account with a page of its own co-hosts another and switches between them; the choice never reaches a page it does not host', async () => {
      const owner = (await createCreator(app(), { verified: true })) as Host;
      const other = (await createCreator(app(), { verified: true })) as Host;
      const token = await invite(owner, other.user.email);
      const accepted = await call('POST', `/api/co-host-invitations/${token}/accept`, other.cookie);
      let cookie = cookiesFrom(accepted, other.cookie);
      // Accepting lands on the page just joined.
      expect((await call('GET', '/api/creator-profile', cookie)).json().id).toBe(owner.profile.id);
      const pages = (await call('GET', '/api/pages', cookie)).json() as HostedPageSummary[];
      expect(pages.map((p) => [p.profileId, p.role, p.current])).toEqual([
        [other.profile.id, 'owner', false],
        [owner.profile.id, 'co-host', true],
      ]);

      const back = await call('PUT', '/api/pages/current', cookie, { profileId: other.profile.id });
      expect(back.statusCode).toBe(200);
      cookie = cookiesFrom(back, cookie);
      expect((await call('GET', '/api/creator-profile', cookie)).json().id).toBe(other.profile.id);

      const stranger = (await createCreator(app(), { verified: true })) as Host;
      const notMine = await call('PUT', '/api/pages/current', cookie, { profileId: stranger.profile.id });
      expect([notMine.statusCode, notMine.json().message]).toEqual([404, en('errors.co_host_page_not_found')]);
      // A page cookie written by hand for someone else's page is ignored: the account's own page answers.
      const forged = `${cookie}; vb_page=${stranger.profile.id}`.replace(/vb_page=[^;]+; /, '');
      expect((await call('GET', '/api/creator-profile', forged)).json().id).toBe(other.profile.id);
      expect((await call('GET', '/api/voice-messages', forged)).statusCode).toBe(200);
      // Its own page stays its own: a second one is refused.
      expect((await call('POST', '/api/creator-profile', cookie, { username: 'second_page_x', displayName: 'Two' })).statusCode).toBe(409);
    });

    it('new-message mail goes to the owner and each co-host; a co-host’s unsubscribe turns off only their copy; an invitee who has not accepted gets none', async () => {
      const { owner, coHost } = await pair();
      // Each host chooses for themselves (docs/decisions/066).
      expect((await putSettings(app(), owner.cookie, { newMessageMail: 'each' })).statusCode).toBe(200);
      expect((await putSettings(app(), coHost.cookie, { newMessageMail: 'each' })).statusCode).toBe(200);
      const pendingEmail = uniqueEmail('notyet');
      await invite(owner, pendingEmail);
      await sendGuestMessage(app(), owner.profile.id, { senderName: 'Grace', senderEmail: 'grace.secret@example.com' });
      await notificationsSettled(app());
      const ownerMails = mailsTo(smtp(), owner.user.email);
      const coHostMails = mailsTo(smtp(), coHost.user.email);
      expect(ownerMails.map((m) => m.parsed.subject)).toEqual(['New voice message from Grace']);
      expect(coHostMails.map((m) => m.parsed.subject)).toEqual(['New voice message from Grace']);
      expect(mailsTo(smtp(), pendingEmail).filter((m) => !m.parsed.subject?.startsWith("You're invited"))).toEqual([]);
      for (const m of [...ownerMails, ...coHostMails]) expect(m.raw.toString()).not.toContain('grace.secret@example.com');

      const unsubscribe = /<http:\/\/localhost:3000(\/mail\/unsubscribe\?token=[^>]+)>/.exec(coHostMails[0]!.raw.toString().replace(/\r?\n\s+/g, ''))![1]!;
      expect((await app().inject({ method: 'POST', url: unsubscribe, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(200);
      await sendGuestMessage(app(), owner.profile.id, { senderName: 'Alan' });
      await notificationsSettled(app());
      expect(mailsTo(smtp(), owner.user.email).map((m) => m.parsed.subject)).toContain('New voice message from Alan');
      expect(mailsTo(smtp(), coHost.user.email).map((m) => m.parsed.subject)).not.toContain('New voice message from Alan');
      expect((await call('GET', '/api/notification-settings', owner.cookie)).json().newMessageMail).toBe('each');
      expect((await call('GET', '/api/notification-settings', coHost.cookie)).json().newMessageMail).toBe('none');
    });

    it("a co-host opens the page's password-protected guest gallery as the owner does; another signed-in account is still asked for the password", async () => {
      const { owner, coHost } = await pair();
      expect((await setGalleryPassword(app(), owner, 'rings-2026', true)).statusCode).toBe(200);
      const slug = owner.profile.gallerySlug;
      const stranger = await account();
      expect((await call('GET', `/api/gallery/${slug}/info`, coHost.cookie)).json()).toMatchObject({ passwordEnabled: true, unlocked: true });
      expect((await call('GET', `/api/gallery/${slug}/info`, stranger.cookie)).json()).toMatchObject({ passwordEnabled: true, unlocked: false });
      expect((await call('GET', `/api/gallery/${slug}/media`, coHost.cookie)).statusCode).toBe(200);
      expect((await call('GET', `/api/gallery/${slug}/media`, stranger.cookie)).statusCode).toBe(401);
    });

    it('a co-host looking at the page is not counted as a visitor; a guest is', async () => {
      const { owner, coHost } = await pair();
      const views = async () => ((await call('GET', '/api/dashboard/stats', owner.cookie)).json() as { pageViews: { total: number } }).pageViews.total;
      const visit = (cookie?: string) =>
        app().inject({ method: 'POST', url: `/api/profile/${owner.profile.username}/view`, headers: { 'user-agent': BROWSER_UA, ...(cookie && { cookie }) } });
      expect((await visit(coHost.cookie)).statusCode).toBe(204);
      expect((await visit(owner.cookie)).statusCode).toBe(204);
      expect(await views()).toBe(0);
      expect((await visit()).statusCode).toBe(204);
      expect(await views()).toBe(1);
    });

    it('the master admin sees a page’s co-hosts and the pages an account co-hosts in the user details', async () => {
      const { owner, coHost } = await pair();
      const admin = await createTestAdmin(app());
      const cookie = await adminCookie(app(), admin);
      const ownerDetail = (await app().inject({ method: 'GET', url: `/admin-api/users/${owner.user.id}`, headers: { cookie } })).json();
      expect(ownerDetail.coHosts.map((c: { email: string }) => c.email)).toEqual([coHost.user.email]);
      const coHostDetail = (await app().inject({ method: 'GET', url: `/admin-api/users/${coHost.user.id}`, headers: { cookie } })).json();
      expect(coHostDetail.coHostOf.map((c: { username: string }) => c.username)).toEqual([owner.profile.username]);
      expect(coHostDetail.coHosts).toEqual([]);
    });
  },
  (config) => {
    config.smtpUrl = smtp().url;
  },
);
