import type enGuest from './en/guest.json';

/** The guest area's catalogue: every language's guest.json has the English file's shape (catalogue.test.ts checks). */
export type GuestCatalogue = typeof enGuest;
