/** A guest's voice message as the API returns it (docs/product-spec.md, section 3). */
export interface VoiceMessage {
  id: string;
  creatorProfileId: string;
  senderName: string | null;
  senderEmail: string;
  /** The recording as the guest's browser made it, kept untouched; null in the inbox while the time capsule is sealed. */
  audioPath: string | null;
  /** Whole seconds, measured from the recording by the server. */
  duration: number;
  /** The server-made copy every player can play and seek (MP3); null until it is ready. Play this when present. */
  playablePath: string | null;
  createdAt: string;
  isRead: boolean;
  isPlayed: boolean;
  hasReplied: boolean;
  /** The prompt question that was on the guest's screen when they recorded; null when none was (docs/decisions/051). */
  prompt: string | null;
  /** The guest's photo (a JPEG of at most 1600 px, no metadata); null when none was sent, and while sealed. */
  photoPath: string | null;
}

export type ReplyEmailStatus = 'pending' | 'sent' | 'failed';

export interface VoiceReply {
  id: string;
  voiceMessageId: string;
  audioPath: string;
  duration: number;
  playablePath: string | null;
  emailStatus: ReplyEmailStatus;
  createdAt: string;
  sentAt: string | null;
}

/** POST /api/message-photos: where the guest's photo waits to be sent with the message (as its photoPath). A call the
 * spec does not name, so it has one name for the path (docs/decisions/083). */
export interface MessagePhotoUploadResult {
  path: string;
}
