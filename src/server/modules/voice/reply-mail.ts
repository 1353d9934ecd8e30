import { BRAND } from '../../../shared/brand.texts.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail, MailAttachment } from '../../mail/mailer.js';

export interface ReplyMailInput {
  to: string;
  guestName: string | null;
  hostName: string;
  link: string;
  duration: number;
  audio: MailAttachment;
}

export const replySubject = (hostName: string) => `${hostName} replied to your voice message`;

/** The mail a guest receives: plain text and HTML saying the same, the recording attached, a link to listen. */
export function replyMail(m: ReplyMailInput): Mail {
  const greeting = m.guestName ? `Hi ${m.guestName},` : 'Hi,';
  const text = [
    greeting,
    '',
    `${m.hostName} replied to your voice message with a voice message of their own (${m.duration} s).`,
    '',
    `Listen to it here: ${m.link}`,
    '',
    'The recording is also attached to this email.',
    '',
    `Sent with ${BRAND}`,
  ].join('\n');
  const html = mailHtml({
    greeting,
    leadHtml: `<strong>${escapeHtml(m.hostName)}</strong> replied to your voice message with a voice message of their own (${m.duration}&nbsp;s).`,
    button: { label: 'Listen to the reply', href: m.link },
    noteHtml: 'The recording is also attached to this email.',
    signOff: `Sent with ${BRAND}`,
  });
  return { to: m.to, fromName: m.hostName, subject: replySubject(m.hostName), text, html, attachments: [m.audio] };
}
