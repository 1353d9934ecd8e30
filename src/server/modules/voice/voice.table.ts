import type { Insertable, Selectable } from 'kysely';
import type { ReplyEmailStatus } from '../../../shared/voice.types.js';

export interface VoiceMessagesTable {
  id: string;
  creatorProfileId: string;
  senderName: string | null;
  senderEmail: string;
  /** '/objects/<key>' of the guest's upload. */
  audioPath: string;
  /** Whole seconds. */
  duration: number;
  isRead: number;
  isPlayed: number;
  hasReplied: number;
  createdAt: number;
}

export interface VoiceRepliesTable {
  id: string;
  voiceMessageId: string;
  creatorProfileId: string;
  audioPath: string;
  duration: number;
  /** SHA-256 of the /r/{token} link's secret; the token itself only ever goes out in the mail. */
  tokenHash: string;
  emailStatus: ReplyEmailStatus;
  createdAt: number;
  sentAt: number | null;
}

export interface VoiceTables {
  voiceMessages: VoiceMessagesTable;
  voiceReplies: VoiceRepliesTable;
}

export type VoiceMessageRow = Selectable<VoiceMessagesTable>;
export type NewVoiceMessageRow = Insertable<VoiceMessagesTable>;
export type VoiceReplyRow = Selectable<VoiceRepliesTable>;
