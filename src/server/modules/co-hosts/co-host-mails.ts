import { CO_HOST_MAIL } from '../../../shared/co-hosts.texts.js';
import type { Mail } from '../../mail/mailer.js';
import { linkMail } from '../accounts/auth-mails.js';

/** The invitation: who asked, for which page, and the one link that accepts it. */
export function invitationMail(to: string, inviter: string, displayName: string, link: string): Mail {
  return linkMail({
    to,
    firstName: '',
    subject: CO_HOST_MAIL.subject(displayName),
    lead: CO_HOST_MAIL.lead(inviter, displayName),
    button: CO_HOST_MAIL.button,
    link,
    footer: CO_HOST_MAIL.footer,
  });
}

export const invitationPath = (token: string) => `/invite/${token}`;
