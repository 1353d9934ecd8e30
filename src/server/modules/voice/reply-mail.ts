import { BRAND } from '../../../shared/brand.texts.js';
import { escapeHtml } from '../../lib/escape-html.js';
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
  const link = escapeHtml(m.link);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(m.hostName)}</strong> replied to your voice message with a voice message of their own (${m.duration}&nbsp;s).</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:8px;text-decoration:none">Listen to the reply</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${link}">${link}</a><br>The recording is also attached to this email.</p>
<p style="font-size:12px;color:#888">Sent with ${BRAND}</p>
</body></html>`;
  return { to: m.to, fromName: m.hostName, subject: replySubject(m.hostName), text, html, attachments: [m.audio] };
}
