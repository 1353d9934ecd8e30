/** A page has its owner and at most this many co-hosts and open invitations together (docs/decisions/053). */
export const MAX_CO_HOSTS = 5;
/** A page sends at most this many invitation mails a day (docs/decisions/065): the co-host cap alone let an owner invite, withdraw and invite again without end. */
export const MAX_INVITATIONS_PER_DAY = 20;
/** An invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;
