import { ERASURE_LINK_HOURS } from '../../../shared/erasure.limits.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { Mail } from '../../mail/mailer.js';
import { mailT } from '../../mail/mail-texts.js';
import { linkMail } from '../accounts/auth-mails.js';

/** Where a guest's erasure link lands: the app's page that lists their messages (the token as ?token=). */
export const ERASURE_PAGE_PATH = '/forget';

/** The guest's link to the messages they left on a page, in the language they read the page in. */
export function guestErasureMail(to: string, page: string, link: string, language: Language): Mail {
  const t = mailT(language);
  return linkMail({
    to,
    firstName: '',
    subject: t('erasure.subject', { page }),
    lead: t('erasure.lead', { page }),
    button: t('erasure.button'),
    link,
    footer: t('erasure.footer', { count: ERASURE_LINK_HOURS }),
    language,
  });
}

/** A co-host is told that the page they helped host is gone, with everything on it. */
export function pageGoneMail(to: { email: string; firstName: string }, page: string, link: string, language: Language): Mail {
  const t = mailT(language);
  return linkMail({
    to: to.email,
    firstName: to.firstName.trim(),
    subject: t('pageGone.subject', { page }),
    lead: t('pageGone.lead', { page }),
    button: t('pageGone.button'),
    link,
    footer: t('pageGone.footer'),
    language,
  });
}
