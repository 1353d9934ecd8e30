import type { Selectable } from 'kysely';

/** A profile's listen links: the secret every message's /l/{token} is derived from (listen-tokens.ts). */
export interface ListenLinkKeysTable {
  profileId: string;
  /** 256 random bits, base64url; replaced when the host revokes the links. */
  secret: string;
  /** The IANA zone the book was last made in: the listen page shows the message's time as the book printed it. */
  timeZone: string;
  /** When this secret was made (the links' first use, or their last revocation). */
  createdAt: number;
}

export interface ListenTables {
  listenLinkKeys: ListenLinkKeysTable;
}

export type ListenLinkKeyRow = Selectable<ListenLinkKeysTable>;
