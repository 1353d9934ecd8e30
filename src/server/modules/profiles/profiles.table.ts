import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface CreatorProfilesTable {
  id: string;
  userId: string;
  username: string;
  displayName: string;
  bio: string | null;
  description: string | null;
  /** The creator's Profile Status switch; 0 while suspended, and then only an admin may set it back. */
  isActive: number;
  /** When a master admin suspended the page (docs/decisions/039); null when not suspended. */
  suspendedAt: number | null;
  /** What the admin told the creator, if anything. */
  suspensionReason: string | null;
  profileImagePath: string | null;
  gallerySlug: string;
  galleryQrCodeData: string | null;
  galleryPassword: string | null;
  galleryPasswordEnabled: number;
  /** Bumped on every password change so earlier gallery unlock cookies stop working. */
  galleryPasswordVersion: number;
  overlayColor: string;
  overlayOpacity: number;
  blurEffect: number;
  backgroundImagePath: string | null;
  backgroundVideoPath: string | null;
  backgroundType: 'image' | 'video' | null;
  textTheme: 'white' | 'black';
  /** The day of the event, 'YYYY-MM-DD' (a calendar date: no time zone); shown on the public page. */
  eventDate: string | null;
  /** What the page celebrates (docs/decisions/080): one of EVENT_KINDS, null when not said. */
  eventKind: ColumnType<string | null, string | null | undefined, string | null>;
  /** The page's designed theme (docs/decisions/080): one of PAGE_THEMES, null for the classic look. */
  pageTheme: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: number;
  updatedAt: number;
  /** The host's prompt questions as a JSON list of strings (docs/decisions/051). */
  prompts: ColumnType<string, string | undefined, string>;
  /** The host's greeting (modules/greeting/greeting.service.ts): a new id for every new greeting; all null when none. */
  greetingId: ColumnType<string | null, string | null | undefined, string | null>;
  greetingPath: ColumnType<string | null, string | null | undefined, string | null>;
  greetingPlayablePath: ColumnType<string | null, string | null | undefined, string | null>;
  greetingDurationMs: ColumnType<number | null, number | null | undefined, number | null>;
  /** The time capsule (docs/decisions/052): the day messages stay sealed until, 'YYYY-MM-DD'; null when none. */
  sealedUntil: ColumnType<string | null, string | null | undefined, string | null>;
  /** When that day begins on the host's clock as known when it was set (UTC ms): the seal holds until then. */
  sealedOpensAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the host chose the current day (UTC ms): for 24 hours it may still be brought earlier or removed. */
  sealedSetAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** The day that has held for 24 hours: the seal may never be brought before it again (null: none has). */
  sealedFloor: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The account that made the seal (docs/decisions/065): the owner, since only the owner seals. Null for a seal made
   * before that rule (perhaps by a co-host): the owner may always lift such a seal.
   */
  sealedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The opening instant while the hosts' mail about it is owed; cleared when the mail's job is enqueued. */
  capsuleMailAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** The page's language (docs/decisions/055): one of LANGUAGES (src/shared/i18n/languages.ts). */
  language: ColumnType<string, string | undefined, string>;
  /** 1 when guests see the page in their browser's language (when it is one of ours), 0 for the page's language always. */
  followGuestLanguage: ColumnType<number, number | undefined, number>;
}

/** A deleted account's page name, held until availableAt (migration 034, docs/decisions/069). */
export interface ReleasedUsernamesTable {
  username: string;
  releasedAt: number;
  /** bigint: a string from PostgreSQL. */
  availableAt: number | string;
}

export interface ProfilesTables {
  creatorProfiles: CreatorProfilesTable;
  releasedUsernames: ReleasedUsernamesTable;
}

export type ProfileRow = Selectable<CreatorProfilesTable>;
export type NewProfileRow = Insertable<CreatorProfilesTable>;
export type ProfileUpdate = Updateable<CreatorProfilesTable>;
