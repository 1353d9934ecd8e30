/**
 * Screens the app shows under a second path (docs/decisions/083): the published route table names both, and links
 * out there use both. The code links to a screen by its first path; the router and the host's navigation take every
 * path `screenPaths` gives. The API's aliases are in `src/shared/api-aliases.ts` and `src/server/plugins/route-aliases.ts`.
 */
const SCREEN_ALIASES: Record<string, readonly string[]> = {
  // The host's dashboard (their Messages destination, docs/decisions/079).
  '/admin': ['/admin/dashboard'],
};

/** A screen's own path, then its aliases. */
export const screenPaths = (path: string): readonly string[] => [path, ...(SCREEN_ALIASES[path] ?? [])];
