import { formatCalendarDate } from '../../../shared/calendar-date.js';
import type { AppDeps } from '../../deps.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-queue.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail } from '../../mail/mailer.js';
import { mailLanguage, mailT } from '../../mail/mail-texts.js';
import { type CapsuleSealed, findSeal } from './capsule.js';
import { hostGreeting } from '../notifications/new-message-mails.js';
import { findPageRecipient, type PageRecipient } from '../notifications/notifications.repository.js';
import { SETTINGS_PATH } from '../notifications/unsubscribe-token.js';

/**
 * The mail that tells a page's owner their messages are now sealed (docs/decisions/065), in the owner's
 * language: whoever set it, the owner hears of it, with the day and how long it may still be undone. Sent by a job the
 * save enqueued (at least once, with a fixed Message-ID per change), unless the seal is gone or moved since.
 */
export function sealedMail(deps: Pick<AppDeps, 'config'>, owner: PageRecipient, sealedUntil: string, messageId: string): Mail {
  const language = mailLanguage(owner.language);
  const t = mailT(language);
  const settings = `${deps.config.publicUrl.replace(/\/+$/, '')}${SETTINGS_PATH}`;
  const date = formatCalendarDate(sealedUntil, language);
  const greeting = hostGreeting(t, owner.firstName);
  const lead = t('sealed.lead', { page: owner.displayName, date });
  const [why, signOff, label] = [t('sealed.why'), t('layout.sentWith'), t('notify.change')];
  const text = [greeting, '', lead, '', why, t('layout.linkLine', { label, link: settings }), '', signOff].join('\n');
  const html = mailHtml({ language, greeting, leadHtml: escapeHtml(lead), button: { label, href: settings }, noteHtml: escapeHtml(why), signOff });
  return { to: owner.email, subject: t('sealed.subject', { page: owner.displayName, date }), text, html, messageId, language };
}

export function capsuleSealedHandler(deps: AppDeps): JobHandler {
  return async ({ payload, job }) => {
    const p = payload as Partial<CapsuleSealed>;
    if (typeof p.profileId !== 'string' || typeof p.sealedUntil !== 'string') throw new PermanentJobError('not a seal');
    // Removed or moved since: the mail of the newer change (if any) tells the day in force.
    if ((await findSeal(deps, p.profileId))?.sealedUntil !== p.sealedUntil) return;
    const owner = await findPageRecipient(deps.db, p.profileId);
    if (!owner) return;
    const host = new URL(deps.config.publicUrl).hostname;
    await deps.mailer.send(sealedMail(deps, owner, p.sealedUntil, `<capsule-sealed.${job.key.replace(/[^\w.-]/g, '.')}@${host}>`));
  };
}
