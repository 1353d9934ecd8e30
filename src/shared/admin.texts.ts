import { MSG } from './api.texts.js';

/** Texts of the master admin area (docs/product-spec.md, sections 2, 5 and 8), written once for server and client. */
export const ADMIN_MSG = {
  invalidCredentials: MSG.invalidCredentials,
  adminUsernameInvalid: 'Admin usernames are 3 to 50 letters, digits, dots, dashes or underscores',
  reasonTooLong: 'Keep the reason under 500 characters',
} as const;
