/**
 * The right to be forgotten (docs/decisions/069): a host deletes their account, a guest takes back the messages they
 * left. What the server answers, and the limits both sides know.
 */

/** A sign-in at most this old stands in for the password of an account without one (Google, GitHub, OIDC). */
export const RECENT_SIGN_IN_MINUTES = 10;
/** A guest's erasure link works for this many hours. */
export const ERASURE_LINK_HOURS = 48;
/** At most this many messages are listed (and deleted in one call) for one address on one page. */
export const ERASURE_LIST_MAX = 200;

export const ERASURE_MSG = {
  confirmMismatch: 'Type your page name exactly as it is to confirm.',
  confirmEmailMismatch: 'Type your email address exactly as it is to confirm.',
  wrongPassword: 'That password is not right.',
  signInAgain: `Sign in again (within the last ${RECENT_SIGN_IN_MINUTES} minutes) to delete your account.`,
  linkInvalid: 'This link is not valid or has expired. Ask for a new one from the page.',
} as const;
