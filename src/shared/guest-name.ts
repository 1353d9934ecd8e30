import { en } from './i18n/english.js';

/** What a guest who left the name blank is called in the files the server writes in English (archive, album, book). */
export const A_GUEST = en('guest.listen.aGuest');

/**
 * How a guest is named wherever one is shown (archive, album, book, listen page): 'A Guest' when blank. The listen page
 * puts the guest's language in its place (listen-page.ts).
 */
export const guestNameOf = (senderName: string | null | undefined) => senderName?.trim() || A_GUEST;
