import { NOTIFY_MAIL } from '../../../shared/notifications.texts.js';
import { guestNameOf } from '../../../shared/voice.texts.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail } from '../../mail/mailer.js';
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
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Sat 21 Nov, 14:05' on the host's clock. */
export function mailTime(timeZone: string, at: number): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    if (formatters.size < 1000) formatters.set(timeZone, f);
  }
  return f.format(at);
}

const guestOf = (m: MessageForMail) => guestNameOf(m.senderName);

/**
 * Plain text and HTML saying the same: the lead, the messages, the inbox button, then why this mail came and how to
 * stop it (Profile Settings, or the one-click link, which also goes in the List-Unsubscribe header).
 */
function compose(c: MailContext, subject: string, lead: string, items: string[], why: string): Mail {
  const { links } = c;
  const greeting = NOTIFY_MAIL.greeting(c.recipient.firstName);
  const text = [
    greeting,
    '',
    lead,
    ...(items.length ? ['', ...items.map((i) => `- ${i}`)] : []),
    '',
    `${NOTIFY_MAIL.openInbox}: ${links.inbox}`,
    '',
    NOTIFY_MAIL.timesIn(c.timeZone),
    `${why} ${NOTIFY_MAIL.change}: ${links.settings}`,
    `${NOTIFY_MAIL.unsubscribe}: ${links.unsubscribe}`,
    '',
    NOTIFY_MAIL.signOff,
  ].join('\n');
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = mailHtml({
    greeting,
    leadHtml: escapeHtml(lead),
    items,
    button: { label: NOTIFY_MAIL.openInbox, href: links.inbox },
    noteHtml: `${escapeHtml(NOTIFY_MAIL.timesIn(c.timeZone))}<br>${escapeHtml(why)} ${a(links.settings, NOTIFY_MAIL.change)} · ${a(links.unsubscribe, NOTIFY_MAIL.unsubscribe)}`,
    signOff: NOTIFY_MAIL.signOff,
  });
  return { to: c.recipient.email, subject, text, html, unsubscribeUrl: links.unsubscribe, messageId: c.messageId };
}

/** The mail for one new message. */
export function newMessageMail(c: MailContext, message: MessageForMail): Mail {
  const guest = guestOf(message);
  const lead = NOTIFY_MAIL.eachLead(guest, c.recipient.displayName, mailTime(c.timeZone, message.createdAt), message.duration);
  return compose(c, NOTIFY_MAIL.eachSubject(guest), lead, [], NOTIFY_MAIL.whyEach);
}

/** The daily digest of the messages waiting for it (at least one). */
export function digestMail(c: MailContext, messages: MessageForMail[]): Mail {
  const listed = messages.slice(0, DIGEST_LISTED_MAX);
  const items = listed.map((m) => NOTIFY_MAIL.digestLine(guestOf(m), mailTime(c.timeZone, m.createdAt), m.duration));
  if (messages.length > listed.length) items.push(NOTIFY_MAIL.more(messages.length - listed.length));
  const lead = NOTIFY_MAIL.digestLead(messages.length, c.recipient.displayName);
  return compose(c, NOTIFY_MAIL.digestSubject(messages.length, c.recipient.displayName), lead, items, NOTIFY_MAIL.whyDigest);
}
