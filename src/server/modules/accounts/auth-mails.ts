import { BRAND } from '../../../shared/brand.texts.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../mail/mailer.js';

interface LinkMail {
  to: string;
  firstName: string;
  subject: string;
  lead: string;
  button: string;
  link: string;
  footer: string;
}

/** Plain text and HTML saying the same thing, one button, and the raw link for clients that block buttons. */
function linkMail(m: LinkMail): Mail {
  const greeting = m.firstName ? `Hi ${m.firstName},` : 'Hi,';
  const text = [greeting, '', m.lead, '', `${m.button}: ${m.link}`, '', m.footer, '', `— ${BRAND}`].join('\n');
  const link = escapeHtml(m.link);
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.lead)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(m.button)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${link}">${link}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(m.footer)}</p>
<p style="font-size:12px;color:#888">${BRAND}</p>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}

export const verifySubject = `Verify your email address for ${BRAND}`;
export const resetSubject = `Reset your ${BRAND} password`;

export function verificationMail(to: string, firstName: string, link: string, hours: number): Mail {
  return linkMail({
    to,
    firstName,
    subject: verifySubject,
    lead: `Please confirm that ${to} is your email address.`,
    button: 'Verify email address',
    link,
    footer: `This link works once and expires in ${hours} hours. If you did not create a ${BRAND} account, ignore this email.`,
  });
}

export function passwordResetMail(to: string, firstName: string, link: string, minutes: number): Mail {
  return linkMail({
    to,
    firstName,
    subject: resetSubject,
    lead: `Someone (hopefully you) asked to reset the password of your ${BRAND} account.`,
    button: 'Choose a new password',
    link,
    footer: `This link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
  });
}
