import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface VoiceMessagesTable {
  id: string;
  creatorProfileId: string;
  senderName: string | null;
  senderEmail: string;
  /** '/objects/<key>' of the guest's upload. */
  audioPath: string;
  /** Whole seconds, as measured from the recording (never the client's claim). */
  duration: number;
  /** '/objects/<key>' of the server-made playable copy (audio/playable-copy.ts); null until the job has made it. */
  playablePath: ColumnType<string | null, string | null | undefined, string | null>;
  isRead: number;
  isPlayed: number;
  hasReplied: number;
  createdAt: number;
  /** The prompt question on the guest's screen when they recorded (docs/decisions/051); null when none. */
  prompt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the guest's page when they sent it (docs/decisions/055); null when the page did not say or said nonsense. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the guest ticked 'Show my name on the party screen' (docs/decisions/081); 0 otherwise. */
  showNameOnPartyScreen: ColumnType<number, number | undefined, number>;
  /** '/objects/<key>' of the guest's photo, re-encoded as JPEG (docs/decisions/082); null when none was sent. */
  photoPath: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MessagesTables {
  voiceMessages: VoiceMessagesTable;
}

export type VoiceMessageRow = Selectable<VoiceMessagesTable>;
export type NewVoiceMessageRow = Insertable<VoiceMessagesTable>;
