import { ownPreviewKey } from './get-own-preview.js';
import { profileKey } from './get-profile.js';

// The public page, the alternative page and the owner's preview all show the same profile and links.
const PROFILE_READS = new Set<unknown>([profileKey('')[0], '/api/public', ownPreviewKey[0]]);

/** Spec section 7: a change to the profile or its links refreshes every query that shows the page. */
export const showsProfilePage = (query: { queryKey: readonly unknown[] }) => PROFILE_READS.has(query.queryKey[0]);
