import { BRAND } from '../../../shared/brand.texts.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail } from '../../mail/mailer.js';

export interface LinkMail {
  to: string;
  firstName: string;
  subject: string;
  lead: string;
  button: string;
  link: string;
  footer: string;
}

/** Plain text and HTML saying the same thing, one button, and the raw link for clients that block buttons. */
export function linkMail(m: LinkMail): Mail {
  const greeting = m.firstName ? `Hi ${m.firstName},` : 'Hi,';
  const text = [greeting, '', m.lead, '', `${m.button}: ${m.link}`, '', m.footer, '', `— ${BRAND}`].join('\n');
  const html = mailHtml({ greeting, leadHtml: escapeHtml(m.lead), button: { label: m.button, href: m.link }, footer: m.footer, signOff: BRAND });
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
