import { BRAND } from './brand.texts.js';

/** A page has its owner and at most this many co-hosts and open invitations together (docs/decisions/053). */
export const MAX_CO_HOSTS = 5;
/** A page sends at most this many invitation mails a day (docs/decisions/065): the co-host cap alone let an owner invite, withdraw and invite again without end. */
export const MAX_INVITATIONS_PER_DAY = 20;
/** An invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;

/** What the server answers about co-hosts and invitations (issue 24, "Two hosts, one page"). */
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

/** The Co-hosts card in Settings, the invitation page and the dashboard's page switcher. */
export const CO_HOST_UI = {
  title: 'Co-hosts',
  description: 'Invite someone to manage this page with you: inbox, replies, gallery, links, settings and exports.',
  emailLabel: 'Email address',
  invite: 'Invite',
  inviting: 'Inviting…',
  invited: (email: string) => `Invitation sent to ${email}`,
  owner: 'Owner',
  coHost: 'Co-host',
  you: '(you)',
  pending: 'Invitation sent',
  expires: (date: string) => `expires ${date}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  withdraw: 'Withdraw',
  withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
  leave: 'Leave this page',
  removed: 'Co-host removed',
  withdrawn: 'Invitation withdrawn',
  left: 'You no longer host this page',
  noCoHosts: 'No co-hosts yet.',
  coHostNote: 'Only the owner can invite or remove co-hosts.',
  switcherLabel: 'Page',
  yourPage: 'your page',
  coHosting: 'co-host',
  /** Beside the switcher, for an account that only co-hosts (issue 24): its own page is made at /onboarding. */
  createOwnPage: 'Create your own page',
  // The invitation page, /invite/{token}.
  inviteTitle: "You're invited to co-host",
  inviteLead: (inviter: string, displayName: string) => `${inviter} invited you to host ${displayName}'s ${BRAND} page together.`,
  inviteFor: (email: string) => `This invitation is for ${email}.`,
  accept: 'Accept invitation',
  accepting: 'Accepting…',
  accepted: (displayName: string) => `You now co-host ${displayName}'s page`,
  signInToAccept: 'Sign in to accept',
  signUpToAccept: 'Create an account to accept',
  goToDashboard: 'Go to the dashboard',
} as const;

export const CO_HOST_MAIL = {
  subject: (displayName: string) => `You're invited to co-host ${displayName}'s ${BRAND} page`,
  lead: (inviter: string, displayName: string) =>
    `${inviter} invited you to manage ${displayName}'s ${BRAND} page together: listen to the guests' messages, reply, and look after the gallery.`,
  button: 'Accept invitation',
  footer: `This link works once and expires in ${INVITATION_DAYS} days. Sign in or create an account with this email address to accept. If you did not expect it, ignore this email.`,
} as const;

/** Texts of the confirm prompts and failures in the Co-hosts card. */
export const CO_HOST_CONFIRM = {
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription: 'They can no longer open this page’s inbox, gallery or settings. You can invite them again later.',
  /** Added to removeDescription for a co-host who was handed the listen links (docs/decisions/067). */
  removeListenLinks: 'They were given your book’s listen links, so those links will be replaced: printed QR codes stop working. Download the book again to print new ones.',
  leaveTitle: 'Leave this page?',
  leaveDescription: 'You will no longer see its messages, gallery or settings. The owner can invite you again.',
  error: 'Error',
  inviteFailed: 'Could not send the invitation. Please try again.',
  changeFailed: 'Something went wrong. Please try again.',
  loadFailed: 'Could not load the co-hosts.',
} as const;
