/** A guest's voice message as the API returns it (spec section 3). */
export interface VoiceMessage {
  id: string;
  creatorProfileId: string;
  senderName: string | null;
  senderEmail: string;
  audioPath: string;
  duration: number;
  createdAt: string;
  isRead: boolean;
  isPlayed: boolean;
  hasReplied: boolean;
}

export type ReplyEmailStatus = 'pending' | 'sent' | 'failed';

export interface VoiceReply {
  id: string;
  voiceMessageId: string;
  audioPath: string;
  duration: number;
  emailStatus: ReplyEmailStatus;
  createdAt: string;
  sentAt: string | null;
}

/** POST /api/voice-upload's answer; `url` repeats fileUrl for the recorder's "Recording result". */
export interface VoiceUploadResult {
  fileUrl: string;
  path: string;
  url: string;
  duration: number | null;
}
