import { DEFAULT_NEW_MESSAGE_MAIL } from '../../../shared/notifications.schemas.js';
import type { AppDeps } from '../../deps.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import type { NewJob } from '../../jobs/jobs.repository.js';
import { isValidTimeZone } from '../../lib/time-zone.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { MESSAGE_ARRIVED_JOB, type MessageArrived } from '../voice/message-arrived.js';
import { CAPSULE_OPENED_JOB, capsuleOpenedHandler } from './capsule-opening.js';
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

/** One recipient's mail: the page's clock, their own links and Message-ID, in their account's language (issue 25). */
const mailContext = (deps: AppDeps, page: PageRecipient, to: Recipient) => ({
  recipient: to,
  timeZone: timeZoneOf(page),
  links: linksFor(deps, to),
  messageId: to.messageId,
  language: mailLanguage(to.language),
});

type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

/**
 * Everyone a page's mail goes to: its owner while the page's choice is not 'none', and each co-host who has not turned
 * their copy off (docs/decisions/053). Each gets their own greeting, language, unsubscribe link and Message-ID (the
 * owner's as before co-hosts existed, a co-host's with their id added).
 */
async function recipientsOf(deps: AppDeps, owner: PageRecipient, local: string) {
  const coHosts = await findCoHostRecipients(deps.db, owner.profileId);
  return [
    { ...owner, messageId: messageIdOf(deps, local) },
    ...coHosts.map((c) => ({ ...owner, ...c, messageId: messageIdOf(deps, `${local}.${c.userId}`) })),
  ];
}

/**
 * A new message, as its page chose: a mail now ('each'), a place in the next digest ('digest'), or nothing ('none').
 * The digest's place is recorded with the job's completion in one transaction. A mail is sent, then the job completes:
 * should the process die between the mail server's acceptance and that commit, the job runs again after its lease
 * and the mail goes twice, with the same Message-ID (decision 049: at least once, where SMTP is the boundary).
 */
export function messageArrivedHandler(deps: AppDeps): JobHandler {
  return async ({ payload, signal, complete }) => {
    const { messageId } = payload as Partial<MessageArrived>;
    if (typeof messageId !== 'string') throw new PermanentJobError('no message id');
    const message = await findMessageForMail(deps.db, messageId);
    // Deleted before its job ran: nothing to tell.
    if (!message) return;
    const recipient = await findPageRecipient(deps.db, message.creatorProfileId);
    if (!recipient) return;
    const choice = recipient.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL;
    if (choice === 'none') return;
    if (choice === 'digest') {
      await deps.db.transaction().execute(async (trx) => {
        await addPendingMessage(trx, { messageId, profileId: message.creatorProfileId, createdAt: message.createdAt });
        await complete(trx);
      });
      return;
    }
    for (const to of await recipientsOf(deps, recipient, `new-message.${messageId}`)) {
      signal.throwIfAborted();
      await deps.mailer.send(newMessageMail(mailContext(deps, recipient, to), message));
    }
  };
}

/**
 * A page's digest for one morning: the messages waiting that arrived before its hour, in one mail, then taken off the
 * list in the transaction that completes the job (so a digest that ran is never sent again by a retry). Nothing is
 * sent when none wait, or when the page has turned the digest off since the digest was scheduled.
 */
export function digestHandler(deps: AppDeps): JobHandler {
  return async ({ payload, signal, complete }) => {
    const p = payload as Partial<DigestPayload>;
    if (typeof p.profileId !== 'string' || typeof p.date !== 'string' || typeof p.cutoff !== 'number') throw new PermanentJobError('not a digest');
    const recipient = await findPageRecipient(deps.db, p.profileId);
    if (!recipient || (recipient.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL) !== 'digest') return;
    const messages = await listPendingMessages(deps.db, p.profileId, p.cutoff);
    if (messages.length === 0) return;
    for (const to of await recipientsOf(deps, recipient, `digest.${p.profileId}.${p.date}`)) {
      signal.throwIfAborted();
      await deps.mailer.send(digestMail(mailContext(deps, recipient, to), messages));
    }
    await deps.db.transaction().execute(async (trx) => {
      await removePendingMessages(trx, messages.map((m) => m.id));
      await complete(trx);
    });
  };
}

/** Every job kind of the notifications, with what runs it (app.ts hands them to the job worker). */
export function notificationJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return { [MESSAGE_ARRIVED_JOB]: messageArrivedHandler(deps), [DIGEST_JOB]: digestHandler(deps), [CAPSULE_OPENED_JOB]: capsuleOpenedHandler(deps) };
}
