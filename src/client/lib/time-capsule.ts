import { useCreatorProfile } from './api/get-creator-profile.js';

/** The day a page's messages are sealed until while its time capsule is sealed at `now`, else null (decision 052). */
export function sealedDay(p: { sealedUntil?: string | null; sealedOpensAt?: string | null }, now = Date.now()): string | null {
  if (!p.sealedUntil || !p.sealedOpensAt) return null;
  return now < Date.parse(p.sealedOpensAt) ? p.sealedUntil : null;
}

/** The signed-in host's sealed day, from their profile (already loaded by every dashboard screen); null when open. */
export function useSealedDay(): string | null {
  const { data } = useCreatorProfile();
  return data ? sealedDay(data) : null;
}
