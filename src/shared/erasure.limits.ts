/**
 * The right to be forgotten (docs/decisions/069): a host deletes their account, a guest takes back the messages they
 * left. The limits both sides know; what the server answers is in errors.json ('erasure_…', docs/decisions/077).
 */

/** A sign-in at most this old stands in for the password of an account without one (Google, GitHub, OIDC). */
export const RECENT_SIGN_IN_MINUTES = 10;
/** A guest's erasure link works for this many hours. */
export const ERASURE_LINK_HOURS = 48;
/** At most this many messages are listed (and deleted in one call) for one address on one page. */
export const ERASURE_LIST_MAX = 200;
