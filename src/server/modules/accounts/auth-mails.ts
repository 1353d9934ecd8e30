import { BRAND } from '../../../shared/brand.texts.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { escapeHtml, mailHtml } from '../../mail/html.js';
import type { Mail } from '../../mail/mailer.js';
import { greetingOf, mailT } from '../../mail/mail-texts.js';

export interface LinkMail {
  to: string;
  firstName: string;
  subject: string;
  lead: string;
  button: string;
  link: string;
  footer: string;
  /** The language the words above are in. */
  language: Language;
}

/** Plain text and HTML saying the same thing, one button, and the raw link for clients that block buttons. */
export function linkMail(m: LinkMail): Mail {
  const t = mailT(m.language);
  const greeting = greetingOf(t, m.firstName);
  const text = [greeting, '', m.lead, '', t('layout.linkLine', { label: m.button, link: m.link }), '', m.footer, '', `— ${BRAND}`].join('\n');
  const html = mailHtml({
    language: m.language,
    greeting,
    leadHtml: escapeHtml(m.lead),
    button: { label: m.button, href: m.link },
    footer: m.footer,
    signOff: BRAND,
  });
  return { to: m.to, subject: m.subject, text, html, language: m.language };
}

/** The English subjects, as the tests look for them. */
export const verifySubject = mailT('en')('verify.subject');
export const resetSubject = mailT('en')('passwordReset.subject');

/** The verification link, in the account's language (English until it picks one). */
export function verificationMail(to: string, firstName: string, link: string, hours: number, language: Language = 'en'): Mail {
  const t = mailT(language);
  return linkMail({
    to,
    firstName,
    subject: t('verify.subject'),
    lead: t('verify.lead', { email: to }),
    button: t('verify.button'),
    link,
    footer: t('verify.footer', { count: hours }),
    language,
  });
}

/** The reset link, in the account's language: the address names the account even when nobody is signed in. */
export function passwordResetMail(to: string, firstName: string, link: string, minutes: number, language: Language = 'en'): Mail {
  const t = mailT(language);
  return linkMail({
    to,
    firstName,
    subject: t('passwordReset.subject'),
    lead: t('passwordReset.lead'),
    button: t('passwordReset.button'),
    link,
    footer: t('passwordReset.footer', { count: minutes }),
    language,
  });
}
