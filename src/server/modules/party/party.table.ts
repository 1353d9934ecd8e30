import type { Selectable } from 'kysely';

/** A page's party screen while it is on (migration 036, docs/decisions/081). */
export interface PartyScreensTable {
  profileId: string;
  /** The key in the screen's public address /party/{secret}: 256 random bits, base64url. */
  secret: string;
  /** 1: the screen shows the gallery's newest photos (when the gallery has no password). */
  showPhotos: number;
  /** 1: the screen shows the names of guests who agreed. */
  showNames: number;
  createdAt: number;
  updatedAt: number;
}

export interface PartyTables {
  partyScreens: PartyScreensTable;
}

export type PartyScreenRow = Selectable<PartyScreensTable>;
