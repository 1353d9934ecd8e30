/** The "{product}" noun of docs/product-spec.md and the brand name, for every text that carries them (client pages, emails, file names). */
export const BRAND = 'Voxbook';
export const PRODUCT = 'Guestbook';
