/**
 * The day a page's messages are sealed until while its time capsule is sealed at `now`, else null (decision 052).
 * Its own file: the guest's page imports it, and must not load the dashboard's query client with it.
 */
export function sealedDay(p: { sealedUntil?: string | null; sealedOpensAt?: string | null }, now = Date.now()): string | null {
  if (!p.sealedUntil || !p.sealedOpensAt) return null;
  return now < Date.parse(p.sealedOpensAt) ? p.sealedUntil : null;
}
