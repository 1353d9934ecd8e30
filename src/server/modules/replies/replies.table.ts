import type { ColumnType, Selectable } from 'kysely';
import type { ReplyEmailStatus } from '../../../shared/voice.types.js';

export interface VoiceRepliesTable {
  id: string;
  voiceMessageId: string;
  creatorProfileId: string;
  audioPath: string;
  duration: number;
  playablePath: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the /r/{token} link's secret; the token itself only ever goes out in the mail. */
  tokenHash: string;
  emailStatus: ReplyEmailStatus;
  createdAt: number;
  sentAt: number | null;
}

export interface RepliesTables {
  voiceReplies: VoiceRepliesTable;
}

export type VoiceReplyRow = Selectable<VoiceRepliesTable>;
