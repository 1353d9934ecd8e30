// Test-only helpers for the new-message mail suites.
import type { FastifyInstance } from 'fastify';
import type { NotificationSettings } from '../../../shared/notifications.schemas.js';
import type { ReceivedMail, TestSmtp } from '../../test/smtp.js';
import { runDueJobs } from '../../test/harness.js';
import { verifySubject } from '../accounts/auth-mails.js';
import { MESSAGE_ARRIVED_JOB } from './message-arrived.js';
import { DIGEST_JOB } from './notifications.jobs.js';

import { until } from '../../test/until.js';

export { until };

export function getSettings(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/notification-settings', headers: cookie ? { cookie } : {} });
}

export async function putSettings(app: FastifyInstance, cookie: string | undefined, payload: unknown) {
  return app.inject({ method: 'PUT', url: '/api/notification-settings', headers: cookie ? { cookie } : {}, payload: payload as object });
}

export async function settingsOf(app: FastifyInstance, cookie: string): Promise<NotificationSettings> {
  const res = await getSettings(app, cookie);
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The mails a host received apart from the account's own (the verification mail every sign-up gets). */
export const mailsTo = (smtp: TestSmtp, email: string): ReceivedMail[] =>
  smtp.mails.filter((m) => m.envelope.to.includes(email) && m.parsed.subject !== verifySubject);

/** Every notification job of this app has run (none queued or running): what was to be sent has been. */
export function notificationsSettled(app: FastifyInstance) {
  const pending = async () => {
    await runDueJobs(app);
    return app.deps.db
      .selectFrom('jobs')
      .select(['kind', 'key', 'status'])
      .where('kind', 'in', [MESSAGE_ARRIVED_JOB, DIGEST_JOB])
      .where('status', 'in', ['queued', 'running'])
      .execute();
  };
  return until(pending, (rows) => rows.length === 0, 'the notification jobs to finish');
}

/** The digest jobs of one page. */
export const digestJobsOf = (app: FastifyInstance, profileId: string) =>
  app.deps.db.selectFrom('jobs').select(['key', 'status', 'attempts']).where('kind', '=', DIGEST_JOB).where('key', 'like', `${profileId}:%`).orderBy('key').execute();

export const pendingOf = (app: FastifyInstance, profileId: string) =>
  app.deps.db.selectFrom('pendingDigestMessages').select(['voiceMessageId']).where('creatorProfileId', '=', profileId).execute();

/** A header of a received mail as it was sent (folded lines joined). */
export function header(mail: ReceivedMail, name: string): string | undefined {
  return mail.parsed.headers.find((h) => h.key === name.toLowerCase())?.value;
}
