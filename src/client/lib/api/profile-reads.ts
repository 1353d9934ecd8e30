import { ownPreviewKey } from './get-own-preview.js';

// The alternative page and the owner's preview show the profile and links (the public page reads them again every 5 s).
const PROFILE_READS = new Set<unknown>(['/api/public', ownPreviewKey[0]]);

/** Spec section 7: a change to the profile or its links refreshes every query that shows the page. */
export const showsProfilePage = (query: { queryKey: readonly unknown[] }) => PROFILE_READS.has(query.queryKey[0]);
