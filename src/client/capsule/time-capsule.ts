import { useCreatorProfile } from '../lib/api/get-creator-profile.js';
import { sealedDay } from './sealed-day.js';

/** The signed-in host's sealed day, from their profile (already loaded by every dashboard screen); null when open. */
export function useSealedDay(): string | null {
  const { data } = useCreatorProfile();
  return data ? sealedDay(data) : null;
}
