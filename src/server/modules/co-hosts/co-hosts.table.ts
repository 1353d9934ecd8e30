import type { ColumnType, Selectable } from 'kysely';
import type { NewMessageMail } from '../../../shared/notifications.schemas.js';

/** A second (or third) host of a page: an account that manages another account's page (docs/decisions/053). */
export interface CoHostsTable {
  creatorProfileId: string;
  userId: string;
  /** This co-host's own new-message mail choice (docs/decisions/066): never the owner's, never another co-host's. */
  newMessageChoice: NewMessageMail;
  /** The zone this co-host's browser reported, for the times in their mails; null: the page's. */
  timeZone: ColumnType<string | null, string | null | undefined, string | null>;
  addedAt: number;
  /** When this co-host was first handed the listen links (list or book); removing them then renews the secret (067). */
  listenLinksSeenAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each invitation mail a page sent, kept a day: the daily cap and the one-mail-a-day-per-address rule count these. */
export interface CoHostInvitationMailsTable {
  creatorProfileId: string;
  email: string;
  sentAt: number;
}

export interface CoHostInvitationsTable {
  id: string;
  creatorProfileId: string;
  /** Lower case: the invitation is for whoever signs in with this address. */
  email: string;
  tokenHash: string;
  invitedBy: string | null;
  createdAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  acceptedBy: string | null;
}

export interface CoHostsTables {
  coHosts: CoHostsTable;
  coHostInvitations: CoHostInvitationsTable;
  coHostInvitationMails: CoHostInvitationMailsTable;
}

export type CoHostInvitationRow = Selectable<CoHostInvitationsTable>;
