/** A person's name as mails and lists show it: first and last name, either may be missing; '' when both are. */
export const personName = (u: { firstName: string | null; lastName: string | null }): string => [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
