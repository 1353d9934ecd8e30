/** A guest's voice message as the API returns it (spec section 3). */
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
  /** The prompt question that was on the guest's screen when they recorded; null when none was (issue 24). */
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

/** POST /api/voice-upload's answer; `url` repeats fileUrl for the recorder's "Recording result". */
/** POST /api/message-photos: where the guest's photo waits to be sent with the message (as its photoPath). */
export interface MessagePhotoUploadResult {
  fileUrl: string;
  path: string;
  url: string;
}

export interface VoiceUploadResult {
  fileUrl: string;
  path: string;
  url: string;
  /** Whole seconds, measured by decoding the upload. */
  duration: number;
}
