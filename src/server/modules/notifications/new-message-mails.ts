import type { Language } from '../../../shared/i18n/languages.js';
import { zoneLabel } from '../../../shared/notifications.texts.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail } from '../../mail/mailer.js';
import { greetingOf, type MailT, mailT } from '../../mail/mail-texts.js';
import type { MessageForMail, PageRecipient } from './notifications.repository.js';

/** A digest names this many messages; the rest are counted ("…and 12 more in your inbox"). */
export const DIGEST_LISTED_MAX = 50;

export interface MailLinks {
  inbox: string;
  settings: string;
  unsubscribe: string;
}

interface MailContext {
  recipient: Pick<PageRecipient, 'email' | 'firstName' | 'displayName'>;
  timeZone: string;
  links: MailLinks;
  messageId: string;
  /** The recipient account's language. */
  language: Language;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Sat 21 Nov, 14:05' on the host's clock, in the mail's language ('Fr., 21. Nov., 14:05'); English keeps the
 * day-month order it always had.
 */
export function mailTime(timeZone: string, at: number, language: Language = 'en'): string {
  const id = `${language} ${timeZone}`;
  let f = formatters.get(id);
  if (!f) {
    const locale = language === 'en' ? 'en-GB' : language;
    f = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    if (formatters.size < 1000) formatters.set(id, f);
  }
  return f.format(at);
}

/** A guest as the mail names them: 'A Guest' (in the mail's language) when blank. */
const guestOf = (t: MailT, m: MessageForMail) => m.senderName?.trim() || t('layout.aGuest');

/** The greeting of a host's mail: their first name, trimmed, or none. */
export const hostGreeting = (t: MailT, firstName: string) => greetingOf(t, firstName.trim());

/**
 * Plain text and HTML saying the same: the lead, the messages, the inbox button, then why this mail came and how to
 * stop it (Profile Settings, or the one-click link, which also goes in the List-Unsubscribe header).
 */
function compose(c: MailContext, subject: string, lead: string, items: string[], why: string): Mail {
  const { links, language } = c;
  const t = mailT(language);
  const greeting = hostGreeting(t, c.recipient.firstName);
  const timesIn = t('notify.timesIn', { zone: zoneLabel(c.timeZone) });
  const [openInbox, change, unsubscribe] = [t('notify.openInbox'), t('notify.change'), t('notify.unsubscribe')];
  const line = (label: string, link: string) => t('layout.linkLine', { label, link });
  const text = [
    greeting,
    '',
    lead,
    ...(items.length ? ['', ...items.map((i) => `- ${i}`)] : []),
    '',
    line(openInbox, links.inbox),
    '',
    timesIn,
    `${why} ${line(change, links.settings)}`,
    line(unsubscribe, links.unsubscribe),
    '',
    t('layout.sentWith'),
  ].join('\n');
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = mailHtml({
    language,
    greeting,
    leadHtml: escapeHtml(lead),
    items,
    button: { label: openInbox, href: links.inbox },
    noteHtml: `${escapeHtml(timesIn)}<br>${escapeHtml(why)} ${a(links.settings, change)} · ${a(links.unsubscribe, unsubscribe)}`,
    signOff: t('layout.sentWith'),
  });
  return { to: c.recipient.email, subject, text, html, unsubscribeUrl: links.unsubscribe, messageId: c.messageId, language };
}

/** The mail for one new message. */
export function newMessageMail(c: MailContext, message: MessageForMail): Mail {
  const t = mailT(c.language);
  const guest = guestOf(t, message);
  const lead = t('newMessage.lead', {
    guest,
    page: c.recipient.displayName,
    when: mailTime(c.timeZone, message.createdAt, c.language),
    duration: t('layout.duration', { seconds: message.duration }),
  });
  return compose(c, t('newMessage.subject', { guest }), lead, [], t('newMessage.why'));
}

/** The daily digest of the messages waiting for it (at least one). */
export function digestMail(c: MailContext, messages: MessageForMail[]): Mail {
  const t = mailT(c.language);
  const listed = messages.slice(0, DIGEST_LISTED_MAX);
  const items = listed.map((m) =>
    t('digest.line', { guest: guestOf(t, m), when: mailTime(c.timeZone, m.createdAt, c.language), duration: t('layout.duration', { seconds: m.duration }) }),
  );
  if (messages.length > listed.length) items.push(t('digest.more', { count: messages.length - listed.length }));
  const page = c.recipient.displayName;
  const lead = t('digest.lead', { count: messages.length, page });
  return compose(c, t('digest.subject', { count: messages.length, page }), lead, items, t('digest.why'));
}
