import { z } from 'zod';
import { MSG } from './api.texts.js';
import { knownTimeZone } from './stats.schemas.js';

/**
 * Query of GET (and HEAD) /api/voice-messages/download: the browser's IANA time zone, in which the archive writes
 * dates and times. A zone this server does not know (a browser newer than its time zone data) falls back to UTC
 * rather than failing a keepsake download; the archive says which zone it used. Absent means UTC too.
 */
export const ArchiveQuerySchema = z.object({
  tz: z
    .string()
    .max(64, MSG.invalidTimeZone)
    .optional()
    .transform((tz) => (tz && knownTimeZone(tz) ? tz : 'UTC')),
});
export type ArchiveQuery = z.infer<typeof ArchiveQuerySchema>;
