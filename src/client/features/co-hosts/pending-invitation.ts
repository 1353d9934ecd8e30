// An invitation opened while signed out: kept in this tab while the invitee signs in or up (a provider's redirect
// included), so the post-login gate brings them back to it instead of to onboarding.
const KEY = 'vb_pending_invitation';

export function rememberInvitation(token: string) {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the invitee opens the mail's link again after signing in.
  }
}

/** The remembered invitation's token, forgotten as it is read. */
export function takeRememberedInvitation(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}
