import type { QueryClient } from '@tanstack/react-query';

/**
 * The react-query keys that more than one feature reads or refreshes. A key's first part is the API path it caches,
 * so a change can refresh every query of one path at once. Keys that one feature alone uses stay in that feature.
 */

export const currentUserKey = ['/api/auth/user'] as const;
export const creatorProfileKey = ['/api/creator-profile'] as const;
/** The owner's page with its links as guests see it, whatever its status (the owner's previews). */
export const ownPreviewKey = ['/api/creator-profile/preview'] as const;
/** A public page as the alternative page reads it. */
export const publicProfileKey = (username: string) => ['/api/public', username] as const;
export const profileKey = (username: string) => ['/api/profile', username] as const;
/** The dashboard's statistics: a message, reply or subscriber change refreshes them. */
export const dashboardStatsKey = ['/api/dashboard/stats'] as const;
/** The host's messages: a reply refreshes them (it marks its message replied). */
export const voiceMessagesKey = ['/api/voice-messages'] as const;
export const socialLinksKey = ['/api/social-links'] as const;
export const customLinksKey = ['/api/custom-links'] as const;

// Every query that shows the page: the alternative page, the owner's previews and a public page read (the guest's
// page itself polls every 5 s without the cache).
const PROFILE_READS = new Set<unknown>([publicProfileKey('')[0], ownPreviewKey[0], profileKey('')[0]]);

/** docs/product-spec.md, section 7: a change to the profile or its links refreshes every query that shows the page. */
export const showsProfilePage = (query: { queryKey: readonly unknown[] }) => PROFILE_READS.has(query.queryKey[0]);

/** After a link was added or removed: the list itself and every query that shows the page read again. */
export const refreshAfterLinkChange = (queryClient: QueryClient, linksKey: typeof socialLinksKey | typeof customLinksKey) =>
  queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === linksKey[0] || showsProfilePage(q) });
