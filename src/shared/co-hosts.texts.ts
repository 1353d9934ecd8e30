
/** A page has its owner and at most this many co-hosts and open invitations together (docs/decisions/053). */
export const MAX_CO_HOSTS = 5;
/** A page sends at most this many invitation mails a day (docs/decisions/065): the co-host cap alone let an owner invite, withdraw and invite again without end. */
export const MAX_INVITATIONS_PER_DAY = 20;
/** An invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;

/** What the server answers about co-hosts and invitations (docs/decisions/053). */
export const CO_HOST_MSG = {
  onlyOwner: "Only the page's owner can do this.",
  ownerCannotBeRemoved: "The page's owner cannot be removed.",
  notCoHost: 'This person is not a co-host of this page.',
  inviteSelf: 'You already host this page.',
  alreadyCoHost: 'This person is already a co-host of this page.',
  tooMany: `A page can have up to ${MAX_CO_HOSTS} co-hosts, invitations included.`,
  invitationNotFound: 'This invitation link is not valid.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationUsed: 'This invitation has already been used.',
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that email address to accept it.`,
  ownPage: 'This is your own page.',
  pageNotFound: 'You do not host this page.',
  verifyToAccept: 'Verify your email address before accepting this invitation: open the link we sent you, then try again.',
  verifyToInvite: 'Verify your email address before inviting a co-host: open the link we sent you, then try again.',
  invitationsToday: `This page has sent ${MAX_INVITATIONS_PER_DAY} invitations today. Try again tomorrow.`,
  invitedToday: 'An invitation was sent to this address less than a day ago. Ask them to look for it (and in their spam folder), or try again tomorrow.',
} as const;
