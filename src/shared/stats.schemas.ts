import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './api.texts.js';

// Zones already found valid: building an Intl.DateTimeFormat to ask costs more than a whole stats request.
// Bounded by the number of real zone names (~600); invalid names are never kept.
const knownZones = new Set<string>();

/** True for a zone name Intl knows (IANA names and UTC); what every time zone the API accepts is checked with. */
export function knownTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(timeZone);
  return true;
}

/** The browser's IANA time zone, which decides the creator's "today"; UTC when absent. */
export const TimeZoneSchema = z
  .string()
  .max(64, MSG.invalidTimeZone)
  .refine(knownTimeZone, MSG.invalidTimeZone)
  .optional()
  .transform((tz) => tz ?? 'UTC');

/** Query of GET /api/dashboard/stats and GET /api/email-subscribers/summary. */
export const TimeZoneQuerySchema = z.object({ tz: TimeZoneSchema });

/** Query of GET /api/email-subscribers: one page, optionally narrowed by a search over email and name. */
export const SubscribersQuerySchema = z.object({
  tz: TimeZoneSchema,
  limit: z.coerce.number().int().min(1).max(LIMITS.subscribersPageMax).default(LIMITS.subscribersPageDefault),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  q: z
    .string()
    .trim()
    .max(LIMITS.subscriberSearchMax)
    .optional()
    .transform((q) => q || undefined),
});
export type SubscribersQuery = z.infer<typeof SubscribersQuerySchema>;

/** DELETE /api/email-subscribers/{id}. */
export const SubscriberParamsSchema = z.object({ id: z.string() });
