import type { Language } from '../../../shared/i18n/languages.js';
import { escapeHtml, htmlT, mailHtml, unbroken } from '../../mail/html.js';
import type { Mail, MailAttachment } from '../../mail/mailer.js';
import { greetingOf, mailT } from '../../mail/mail-texts.js';

export interface ReplyMailInput {
  to: string;
  guestName: string | null;
  hostName: string;
  link: string;
  duration: number;
  audio: MailAttachment;
  /** The language the guest wrote in (else the page's): the reply speaks to them in it (docs/decisions/055). */
  language: Language;
}

/** The English subject, as the tests look for it. */
export const replySubject = (hostName: string) => mailT('en')('reply.subject', { host: hostName });

/** The mail a guest receives: plain text and HTML saying the same, the recording attached, a link to listen. */
export function replyMail(m: ReplyMailInput): Mail {
  const t = mailT(m.language);
  const greeting = greetingOf(t, m.guestName);
  const duration = t('layout.duration', { seconds: m.duration });
  const text = [
    greeting,
    '',
    t('reply.lead', { host: m.hostName, duration }),
    '',
    t('layout.linkLine', { label: t('reply.listenHere'), link: m.link }),
    '',
    t('reply.attached'),
    '',
    t('layout.sentWith'),
  ].join('\n');
  const html = mailHtml({
    language: m.language,
    greeting,
    leadHtml: htmlT(t, 'reply.lead', {}, { host: `<strong>${escapeHtml(m.hostName)}</strong>`, duration: unbroken(duration) }),
    button: { label: t('reply.button'), href: m.link },
    noteHtml: escapeHtml(t('reply.attached')),
    signOff: t('layout.sentWith'),
  });
  return { to: m.to, fromName: m.hostName, subject: t('reply.subject', { host: m.hostName }), text, html, attachments: [m.audio], language: m.language };
}
