/** What the server answers about co-hosts and invitations (docs/decisions/053). */
export const CO_HOST_MSG = {
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that email address to accept it.`,
} as const;
