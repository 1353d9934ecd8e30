import { INVITATION_DAYS } from '../../../shared/co-hosts.limits.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { Mail } from '../../mail/mailer.js';
import { mailT } from '../../mail/mail-texts.js';
import { linkMail } from '../accounts/auth-mails.js';

/**
 * The invitation: who asked, for which page, and the one link that accepts it. In the page's language: the invitee
 * may have no account (so no language of their own), and the page's language is the one its hosts chose for it.
 */
export function invitationMail(to: string, inviter: string, displayName: string, link: string, language: Language = 'en'): Mail {
  const t = mailT(language);
  return linkMail({
    to,
    firstName: '',
    subject: t('invitation.subject', { page: displayName }),
    lead: t('invitation.lead', { inviter, page: displayName }),
    button: t('invitation.button'),
    link,
    footer: t('invitation.footer', { count: INVITATION_DAYS }),
    language,
  });
}

export const invitationPath = (token: string) => `/invite/${token}`;
