import { en } from './i18n/english.js';

/**
 * What a guest who left the name blank is called where the server writes English; the keepsake's files (archive,
 * album, book) call them in the host's language (mail.json's layout.aGuest, docs/decisions/077).
 */
export const A_GUEST = en('guest.listen.aGuest');

/**
 * How a guest is named on the listen page ('A Guest' when blank), where the guest's language then takes its place
 * (listen-page.ts).
 */
export const guestNameOf = (senderName: string | null | undefined) => senderName?.trim() || A_GUEST;
