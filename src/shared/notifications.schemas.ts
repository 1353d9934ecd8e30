import { z } from 'zod';
import { NOTIFY_MSG } from './notifications.texts.js';
import { knownTimeZone } from './stats.schemas.js';

/** What the host is mailed when a guest leaves a message: one mail each, one daily digest, or nothing. */
export const NEW_MESSAGE_MAIL_CHOICES = ['each', 'digest', 'none'] as const;
export type NewMessageMail = (typeof NEW_MESSAGE_MAIL_CHOICES)[number];

/** A page that never chose gets the daily digest (docs/decisions/049). */
export const DEFAULT_NEW_MESSAGE_MAIL: NewMessageMail = 'digest';

/** The digest goes out once a day at this hour of the host's morning, on their own clock (decision 049). */
export const DIGEST_HOUR = 8;

export const NewMessageMailSchema = z.enum(NEW_MESSAGE_MAIL_CHOICES, { error: NOTIFY_MSG.invalidChoice });

/** An IANA zone name Intl knows ('Europe/Berlin', 'UTC'). */
export const HostTimeZoneSchema = z.string({ error: NOTIFY_MSG.invalidTimeZone }).max(64, NOTIFY_MSG.invalidTimeZone).refine(knownTimeZone, NOTIFY_MSG.invalidTimeZone);

/** GET /api/notification-settings. */
export interface NotificationSettings {
  newMessageMail: NewMessageMail;
  /** The host's zone, which decides the digest's morning and the times in every mail; UTC until the browser told us. */
  timeZone: string;
  /** The digest's hour on that clock. */
  digestHour: number;
}

/** PUT /api/notification-settings: the choice, the browser's zone, or both. */
export const UpdateNotificationSettingsSchema = z
  .object({ newMessageMail: NewMessageMailSchema.optional(), timeZone: HostTimeZoneSchema.optional() })
  .refine((v) => v.newMessageMail !== undefined || v.timeZone !== undefined, NOTIFY_MSG.nothingToChange);
export type UpdateNotificationSettingsInput = z.infer<typeof UpdateNotificationSettingsSchema>;

/** The query of /mail/unsubscribe (the link in every new-message mail and its List-Unsubscribe header). */
export const UnsubscribeQuerySchema = z.object({ token: z.string({ error: NOTIFY_MSG.unsubscribeLinkInvalid }).min(1, NOTIFY_MSG.unsubscribeLinkInvalid).max(300, NOTIFY_MSG.unsubscribeLinkInvalid) });
