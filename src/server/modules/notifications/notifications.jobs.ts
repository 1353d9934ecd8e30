import { DEFAULT_NEW_MESSAGE_MAIL } from '../../../shared/notifications.schemas.js';
import type { AppDeps } from '../../deps.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import type { NewJob } from '../../jobs/jobs.repository.js';
import { isValidTimeZone } from '../../lib/time-zone.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { MESSAGE_ARRIVED_JOB, type MessageArrived } from './message-arrived.js';
import { addPendingMessage, listPendingMessages, removePendingMessages } from './digest.repository.js';
import { digestMail, type MailLinks, newMessageMail } from './new-message-mails.js';
import { findCoHostRecipients, findMessageForMail, findPageRecipient, type PageRecipient } from './notifications.repository.js';
import { SETTINGS_PATH, UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe-token.js';

export const DIGEST_JOB = 'new-message-digest';

export interface DigestPayload {
  profileId: string;
  /** The host's local date the digest is for ('YYYY-MM-DD'). */
  date: string;
  /** That morning's digest hour (UTC ms): the digest names the messages that arrived before it. */
  cutoff: number;
}

/** One digest per page and local date, however many ticks or instances ask (the key is unique per kind). */
export const digestJob = (p: DigestPayload): NewJob => ({ kind: DIGEST_JOB, key: `${p.profileId}:${p.date}`, payload: p });

/** The page's clock: UTC until the host's browser told us its zone (or should this machine no longer know it). */
export const timeZoneOf = (r: Pick<PageRecipient, 'timeZone'>) => (r.timeZone && isValidTimeZone(r.timeZone) ? r.timeZone : 'UTC');

function linksFor(deps: AppDeps, r: Pick<PageRecipient, 'profileId' | 'userId'>): MailLinks {
  const origin = deps.config.publicUrl.replace(/\/+$/, '');
  const token = unsubscribeToken(deps.config.sessionSecret, { profileId: r.profileId, userId: r.userId });
  return { inbox: `${origin}/admin`, settings: `${origin}${SETTINGS_PATH}`, unsubscribe: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` };
}

/** The same Message-ID each time one notification is sent, so a mail sent again after a crash can be recognised. */
const messageIdOf = (deps: AppDeps, local: string) => `<${local}@${new URL(deps.config.publicUrl).hostname}>`;

/** One recipient's mail: their own clock (a co-host's, else the page's), links and Message-ID, in their account's language. */
const mailContext = (deps: AppDeps, page: PageRecipient, to: Recipient) => ({
  recipient: to,
  timeZone: timeZoneOf({ timeZone: to.hostTimeZone ?? page.timeZone }),
  links: linksFor(deps, to),
  messageId: to.messageId,
  language: mailLanguage(to.language),
});

type Recipient = Awaited<ReturnType<typeof hostsOf>>[number];

/**
 * Every host of a page with their own new-message choice (docs/decisions/066): its owner with the page's choice, and
 * each co-host with theirs. Each gets their own greeting, language, unsubscribe link and Message-ID (the owner's as
 * before co-hosts existed, a co-host's with their id added).
 */
async function hostsOf(deps: AppDeps, owner: PageRecipient, local: string) {
  const coHosts = await findCoHostRecipients(deps.db, owner.profileId);
  return [
    { ...owner, choice: owner.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL, hostTimeZone: null as string | null, messageId: messageIdOf(deps, local) },
    ...coHosts.map((c) => ({ ...owner, ...c, choice: c.newMessageChoice, messageId: messageIdOf(deps, `${local}.${c.userId}`) })),
  ];
}

/**
 * A new message, as each host chose: a mail now ('each'), a place in the page's next digest ('digest'), or nothing
 * ('none'). The mails go first; the digest's place is recorded with the job's completion in one transaction. Should the
 * process die between the mail server's acceptance and that commit, the job runs again after its lease and the mail
 * goes twice, with the same Message-ID (decision 049: at least once, where SMTP is the boundary).
 */
export function messageArrivedHandler(deps: AppDeps): JobHandler {
  return async ({ payload, signal, complete }) => {
    const { messageId } = payload as Partial<MessageArrived>;
    if (typeof messageId !== 'string') throw new PermanentJobError('no message id');
    const message = await findMessageForMail(deps.db, messageId);
    // Deleted before its job ran: nothing to tell.
    if (!message) return;
    const page = await findPageRecipient(deps.db, message.creatorProfileId);
    if (!page) return;
    const hosts = await hostsOf(deps, page, `new-message.${messageId}`);
    for (const to of hosts.filter((h) => h.choice === 'each')) {
      signal.throwIfAborted();
      await deps.mailer.send(newMessageMail(mailContext(deps, page, to), message));
    }
    if (hosts.some((h) => h.choice === 'digest')) {
      await deps.db.transaction().execute(async (trx) => {
        await addPendingMessage(trx, { messageId, profileId: message.creatorProfileId, createdAt: message.createdAt });
        await complete(trx);
      });
    }
  };
}

/**
 * A page's digest for one morning: the messages waiting that arrived before its hour, in one mail to each host who
 * chose the digest, then taken off the list in the transaction that completes the job (so a digest that ran is never
 * sent again by a retry). Nothing is sent when none wait or no host wants the digest any more.
 */
export function digestHandler(deps: AppDeps): JobHandler {
  return async ({ payload, signal, complete }) => {
    const p = payload as Partial<DigestPayload>;
    if (typeof p.profileId !== 'string' || typeof p.date !== 'string' || typeof p.cutoff !== 'number') throw new PermanentJobError('not a digest');
    const page = await findPageRecipient(deps.db, p.profileId);
    if (!page) return;
    const messages = await listPendingMessages(deps.db, p.profileId, p.cutoff);
    if (messages.length === 0) return;
    const hosts = (await hostsOf(deps, page, `digest.${p.profileId}.${p.date}`)).filter((h) => h.choice === 'digest');
    for (const to of hosts) {
      signal.throwIfAborted();
      await deps.mailer.send(digestMail(mailContext(deps, page, to), messages));
    }
    await deps.db.transaction().execute(async (trx) => {
      await removePendingMessages(trx, messages.map((m) => m.id));
      await complete(trx);
    });
  };
}

/** Every job kind of the notifications, with what runs it (app.ts hands them to the job worker). */
export function notificationJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    [MESSAGE_ARRIVED_JOB]: messageArrivedHandler(deps),
    [DIGEST_JOB]: digestHandler(deps),
  };
}
