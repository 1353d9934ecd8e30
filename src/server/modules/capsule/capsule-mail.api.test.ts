import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import { buildApp } from '../../app.js';
import { startOfDay } from '../../lib/time-zone.js';
import { createCreator, describeEachDatabase } from '../../test/harness.js';
import { smtpServerPerFile } from '../../test/smtp.js';
import { sendGuestMessage } from '../messages/messages.test-support.js';
import { CAPSULE_OPENED_JOB, capsuleRecipients, enqueueOpenedCapsules } from './capsule-opening.js';
import { mailsTo, putSettings, until } from '../notifications/notifications.test-support.js';

const DAY = 24 * 3_600_000;
const dayAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const smtp = smtpServerPerFile();

describeEachDatabase(
  'the time capsule opening mail',
  (ctx) => {
    const app = () => ctx().app;
    let clock: number | undefined;
    const setClock = (at: number | undefined, ...apps: FastifyInstance[]) => {
      clock = at;
      for (const a of [app(), ...apps]) a.deps.now = () => clock ?? Date.now();
    };
    const capsuleJobs = (profileId: string) =>
      app().deps.db.selectFrom('jobs').select(['key', 'status', 'attempts']).where('kind', '=', CAPSULE_OPENED_JOB).where('key', 'like', `${profileId}:%`).execute();
    // Sealing also mails the owner (docs/decisions/065): the assertions about the opening mail leave that one aside.
    const openingMails = (email: string) => mailsTo(smtp(), email).filter((m) => !m.parsed.subject?.startsWith('Your messages are sealed'));
    const settled = (profileId: string) =>
      until(() => capsuleJobs(profileId), (rows) => rows.every((r) => r.status === 'done' || r.status === 'failed'), 'the capsule mail job to finish');

    it('mails the owner once when the capsule opens, not before, across two instances, a restart and a job run twice', async () => {
      const host = await createCreator(app());
      const profileId = host.profile!.id;
      // New-message mails off, so the only mail this host gets is the capsule's.
      expect((await putSettings(app(), host.cookie, { newMessageMail: 'none', timeZone: 'America/New_York' })).statusCode).toBe(200);
      await sendGuestMessage(app(), profileId, { senderName: 'Grace' });
      await sendGuestMessage(app(), profileId, { senderName: 'Alan' });
      const day = dayAfter(2);
      const put = await app().inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { sealedUntil: day } });
      expect(put.statusCode).toBe(200);
      const opensAt = startOfDay('America/New_York', day);
      expect(await capsuleRecipients(app().deps, profileId)).toEqual([{ email: host.user.email, firstName: 'Ada', displayName: expect.any(String) }]);

      const { config } = ctx();
      let second = await buildApp(config, { logger: false, migrate: false });
      await second.ready();
      try {
        // A minute before midnight in New York: nothing is due.
        setClock(opensAt - 60_000, second);
        expect(await enqueueOpenedCapsules(app().deps)).toBe(0);
        expect(await enqueueOpenedCapsules(second.deps)).toBe(0);
        expect(await capsuleJobs(profileId)).toEqual([]);

        // Midnight: four ticks on two instances at once enqueue one mail.
        setClock(opensAt + 60_000, second);
        const counts = await Promise.all([
          enqueueOpenedCapsules(app().deps),
          enqueueOpenedCapsules(second.deps),
          enqueueOpenedCapsules(app().deps),
          enqueueOpenedCapsules(second.deps),
        ]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
        await settled(profileId);
        expect(await capsuleJobs(profileId)).toEqual([{ key: `${profileId}:${opensAt}`, status: 'done', attempts: 1 }]);
        await until(async () => openingMails(host.user.email), (m) => m.length >= 1, 'the capsule mail');
        const [mail] = openingMails(host.user.email);
        expect(mail!.parsed.subject).toBe(en('mail.capsule.subject', { page: put.json().displayName }));
        expect(mail!.parsed.text).toContain(en('mail.capsule.lead', { page: put.json().displayName, count: 2 }));
        expect(mail!.parsed.text).toContain('http://localhost:3000/admin');

        // A restart a day later, its scheduler looking again, and the job asked to run again: still one mail.
        await second.close();
        second = await buildApp(config, { logger: false, migrate: false });
        await second.ready();
        setClock(opensAt + DAY, second);
        expect(await enqueueOpenedCapsules(second.deps)).toBe(0);
        expect(await second.deps.jobs.runNow(CAPSULE_OPENED_JOB, `${profileId}:${opensAt}`, 5000)).toBe('done');
        expect(await app().deps.jobs.runNow(CAPSULE_OPENED_JOB, `${profileId}:${opensAt}`, 5000)).toBe('done');
        expect(openingMails(host.user.email)).toHaveLength(1);
      } finally {
        setClock(undefined);
        await second.close();
      }
    });

    it('mails every host when the capsule opens: the owner and each co-host, whatever their new-message mail choice', async () => {
      const host = await createCreator(app(), { verified: true });
      const coHost = await createCreator(app(), { verified: true });
      const profileId = host.profile!.id;
      const invited = await app().inject({ method: 'POST', url: '/api/co-hosts/invitations', headers: { cookie: host.cookie }, payload: { email: coHost.user.email } });
      expect(invited.statusCode).toBe(201);
      const link = await smtp().waitForMail((m) => m.envelope.to.includes(coHost.user.email) && /\/invite\//.test(m.parsed.text ?? ''));
      const token = /\/invite\/([\w-]+)/.exec(link.parsed.text ?? '')![1]!;
      expect((await app().inject({ method: 'POST', url: `/api/co-host-invitations/${token}/accept`, headers: { cookie: coHost.cookie } })).statusCode).toBe(200);
      expect((await putSettings(app(), host.cookie, { newMessageMail: 'none' })).statusCode).toBe(200);
      const day = dayAfter(2);
      const put = await app().inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { sealedUntil: day } });
      expect(put.statusCode).toBe(200);
      try {
        setClock(startOfDay('UTC', day) + 60_000);
        expect(await enqueueOpenedCapsules(app().deps)).toBe(1);
        await settled(profileId);
      } finally {
        setClock(undefined);
      }
      const subject = en('mail.capsule.subject', { page: put.json().displayName });
      expect(openingMails(host.user.email).map((m) => m.parsed.subject)).toEqual([subject]);
      expect(mailsTo(smtp(), coHost.user.email).filter((m) => m.parsed.subject === subject)).toHaveLength(1);
    });

    it('sends nothing for a seal removed before its day', async () => {
      const host = await createCreator(app());
      const profileId = host.profile!.id;
      expect((await putSettings(app(), host.cookie, { newMessageMail: 'none' })).statusCode).toBe(200);
      const put = (sealedUntil: string | null) =>
        app().inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { sealedUntil } });
      const day = dayAfter(3);
      expect((await put(day)).statusCode).toBe(200);
      expect((await put(null)).statusCode).toBe(200);
      try {
        setClock(startOfDay('UTC', day) + 60_000);
        expect(await enqueueOpenedCapsules(app().deps)).toBe(0);
      } finally {
        setClock(undefined);
      }
      expect(await capsuleJobs(profileId)).toEqual([]);
      expect(openingMails(host.user.email)).toEqual([]);
    });
  },
  (config) => {
    config.smtpUrl = smtp().url;
    // About background work: the worker runs, as in production.
    config.jobs.concurrency = 1;
  },
);
