import type { Selectable } from 'kysely';

/** Guests who ticked the newsletter box; one row per host and email (created by migration 003). */
export interface EmailSubscribersTable {
  id: string;
  creatorProfileId: string;
  email: string;
  senderName: string | null;
  messageCount: number;
  createdAt: number;
  updatedAt: number;
}

export interface SubscribersTables {
  emailSubscribers: EmailSubscribersTable;
}

export type EmailSubscriberRow = Selectable<EmailSubscribersTable>;
