/**
 * What only a page's owner may do, whoever else hosts it (docs/decisions/065). The server refuses these to a
 * co-host (403 'Only the page's owner can do this.'); the dashboard hides or disables their controls for a co-host.
 */

/** The fields of PUT/PATCH /api/creator-profile a co-host may not change: the page's address, status, seal and language. */
export const OWNER_ONLY_PROFILE_FIELDS = ['username', 'isActive', 'sealedUntil', 'language', 'followGuestLanguage'] as const;
export type OwnerOnlyProfileField = (typeof OWNER_ONLY_PROFILE_FIELDS)[number];

/** The longest a time capsule may stay sealed, from today: a wedding's 25th anniversary. */
export const MAX_SEAL_YEARS = 25;
