import type { ColumnType, Selectable } from 'kysely';

/** A second (or third) host of a page: an account that manages another account's page (docs/decisions/053). */
export interface CoHostsTable {
  creatorProfileId: string;
  userId: string;
  newMessageMail: number;
  addedAt: number;
  /** When this co-host was first handed the listen links (list or book); removing them then renews the secret (067). */
  listenLinksSeenAt: ColumnType<number | null, number | null | undefined, number | null>;
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
}

export type CoHostInvitationRow = Selectable<CoHostInvitationsTable>;
