import type { HTTPMethods } from 'fastify';

interface CallName {
  method: HTTPMethods;
  url: string;
  /** The API reference's summary of the call under this name. */
  summary: string;
}

/**
 * Calls the API answers under a second path or method (docs/decisions/083). The published API names both and its
 * clients call both, so both stay; the code knows each call by its first name, and the route file registers it under
 * every name `callNames` gives, with the same checks and handler. The values answered under two names are in
 * `src/shared/api-aliases.ts`.
 */
const ROUTE_ALIASES: Record<string, readonly CallName[]> = {
  // The API's "alternative public data of the same shape": the alternative public page read it.
  'GET /api/profile/:username': [{ method: 'GET', url: '/api/public/:username', summary: 'A guest page’s public data (the same, by its older path)' }],
  // The /edit screen's method: the same partial body, the same rules (docs/decisions/044).
  'PUT /api/creator-profile': [{ method: 'PATCH', url: '/api/creator-profile', summary: 'Change some of the host’s page settings' }],
};

/** A call's own name, then its aliases: register the same route under each. */
export function callNames(method: HTTPMethods, url: string, summary: string): readonly CallName[] {
  return [{ method, url, summary }, ...(ROUTE_ALIASES[`${method} ${url}`] ?? [])];
}
