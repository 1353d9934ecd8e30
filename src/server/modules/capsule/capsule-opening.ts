import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../../../shared/i18n/languages.js';
import type { AppDeps } from '../../deps.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import { insertJob, type NewJob } from '../../jobs/jobs.repository.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail } from '../../mail/mailer.js';
import { mailT } from '../../mail/mail-texts.js';
import { findSeal } from './capsule.js';
import { countMessagesOfPage, listCapsulesOpened, takeCapsuleMail } from './capsule.repository.js';
import { hostGreeting } from '../notifications/new-message-mails.js';
import { findCoHostRecipients, findPageRecipient } from '../notifications/notifications.repository.js';

/**
 * The mail that tells the hosts their time capsule is open (docs/decisions/052): once per opening, across
 * ticks, instances and restarts: the mail's job is keyed by page and opening instant (a key is enqueued once), and
 * capsule_mail_at marks the pages still owed one, so the tick's scan stays small. The job sends, then completes (at least once where SMTP is the boundary,
 * with a fixed Message-ID, as decision 049 explains).
 */
export const CAPSULE_OPENED_JOB = 'capsule-opened';
export const CAPSULE_TICK_MS = 60_000;

interface CapsuleOpened {
  profileId: string;
  sealedUntil: string;
  opensAt: number;
}

const capsuleJob = (p: CapsuleOpened): NewJob => ({ kind: CAPSULE_OPENED_JOB, key: `${p.profileId}:${p.opensAt}`, payload: p });

export interface CapsuleRecipient {
  email: string;
  firstName: string;
  displayName: string;
  /** The recipient account's language, when it chose one: the mail is in English otherwise. */
  language?: Language;
}

/** Who hears that a page's capsule opened: its owner for now (co-hosts join this list when they exist). */
export async function capsuleRecipients(deps: AppDeps, profileId: string): Promise<CapsuleRecipient[]> {
  const owner = await findPageRecipient(deps.db, profileId);
  if (!owner) return [];
  // Every host hears the capsule open, co-hosts included (docs/decisions/053): it is one mail, not a subscription.
  const coHosts = await findCoHostRecipients(deps.db, profileId);
  return [owner, ...coHosts].map((r) => {
    const language = toLanguage(r.language);
    return { email: r.email, firstName: r.firstName, displayName: owner.displayName, ...(language && { language }) };
  });
}

/** Enqueues the mail of every capsule opened by `now` whose mail is still owed; safe on every instance at once. */
export async function enqueueOpenedCapsules(deps: AppDeps, now = deps.now()): Promise<number> {
  let enqueued = 0;
  for (const page of await listCapsulesOpened(deps.db, now)) {
    if (page.sealedUntil === null || page.capsuleMailAt === null) continue;
    const p = { profileId: page.profileId, sealedUntil: page.sealedUntil, opensAt: Number(page.capsuleMailAt) };
    // The job first (its key makes a second insert nothing), then the debt is cleared: a crash between the two leaves
    // the debt for the next tick, which finds the job already there. No transaction holds a lock across an await, so
    // SQLite instances sharing a file never wait on each other.
    await insertJob(deps.db, capsuleJob(p));
    if (await takeCapsuleMail(deps.db, p.profileId, p.opensAt)) enqueued++;
  }
  if (enqueued) deps.jobs.wake();
  return enqueued;
}

export function capsuleMail(deps: Pick<AppDeps, 'config'>, to: CapsuleRecipient, messages: number, messageId: string): Mail {
  const origin = deps.config.publicUrl.replace(/\/+$/, '');
  const inbox = `${origin}/admin`;
  const language = to.language ?? DEFAULT_LANGUAGE;
  const t = mailT(language);
  const greeting = hostGreeting(t, to.firstName);
  const lead = t('capsule.lead', { count: messages, page: to.displayName });
  const [openInbox, why, signOff] = [t('notify.openInbox'), t('capsule.why'), t('layout.sentWith')];
  const text = [greeting, '', lead, '', t('layout.linkLine', { label: openInbox, link: inbox }), '', why, '', signOff].join('\n');
  const html = mailHtml({
    language,
    greeting,
    leadHtml: escapeHtml(lead),
    button: { label: openInbox, href: inbox },
    noteHtml: escapeHtml(why),
    signOff,
  });
  return { to: to.email, subject: t('capsule.subject', { page: to.displayName }), text, html, messageId, language };
}

/** Sends the opening mail to each recipient, unless the page is gone or sealed again meanwhile (a new capsule). */
export function capsuleOpenedHandler(deps: AppDeps): JobHandler {
  return async ({ payload, signal }) => {
    const p = payload as Partial<CapsuleOpened>;
    if (typeof p.profileId !== 'string' || typeof p.opensAt !== 'number') throw new PermanentJobError('not a capsule opening');
    if (await findSeal(deps, p.profileId)) return;
    const recipients = await capsuleRecipients(deps, p.profileId);
    if (recipients.length === 0) return;
    const messages = await countMessagesOfPage(deps.db, p.profileId);
    const host = new URL(deps.config.publicUrl).hostname;
    signal.throwIfAborted();
    for (const [i, to] of recipients.entries()) {
      await deps.mailer.send(capsuleMail(deps, to, messages, `<capsule-opened.${p.profileId}.${p.opensAt}.${i}@${host}>`));
    }
  };
}
