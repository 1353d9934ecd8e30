import type { Generated, Selectable } from 'kysely';
import type { NewMessageMail } from '../../../shared/notifications.schemas.js';

/** A page's new-message mail choice and its host's time zone; a page without a row has the defaults. */
export interface NotificationSettingsTable {
  creatorProfileId: string;
  newMessageMail: Generated<NewMessageMail>;
  /** IANA name, checked with Intl when it was stored. */
  timeZone: Generated<string>;
  updatedAt: number;
}

/** A message that waits for its page's next digest (deleted by the digest that lists it). */
export interface PendingDigestMessagesTable {
  voiceMessageId: string;
  creatorProfileId: string;
  /** The message's own time (epoch ms). */
  createdAt: number;
}

export interface NotificationsTables {
  notificationSettings: NotificationSettingsTable;
  pendingDigestMessages: PendingDigestMessagesTable;
}

export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
