import { z } from 'zod';
import { EmailSchema } from './auth.schemas.js';
import { LIMITS } from './limits.js';
import { MSG } from './api.texts.js';
import { ObjectPathSchema } from './profile.schemas.js';
import { MessagePromptSchema } from './prompts.schemas.js';
import { toLanguage } from './i18n/languages.js';

// refine, not .int(): zod reports a fraction as a type error, which the server's parse() words as 'Required'.
const durationUpTo = (max: number, tooLong: string) =>
  z
    .number({ error: MSG.durationInvalid })
    .refine(Number.isInteger, MSG.durationInvalid)
    .refine((n) => n >= 1, MSG.durationInvalid)
    .refine((n) => n <= max, tooLong);

/** Optional, trimmed, and omitted when empty (docs/product-spec.md, section 5). */
export const SenderNameSchema = z
  .string()
  .trim()
  .max(LIMITS.senderNameMax, `Name must be at most ${LIMITS.senderNameMax} characters`)
  .nullish()
  .transform((v) => v || undefined);

/** POST /api/voice-messages: what a guest sends after recording. */
export const SendVoiceMessageSchema = z.object({
  creatorProfileId: z.string({ error: MSG.profileNotFound }).min(1, MSG.profileNotFound).max(100, MSG.profileNotFound),
  senderName: SenderNameSchema,
  // A missing email gets its own message rather than the generic 'Required'.
  senderEmail: z.preprocess((v) => v ?? '', z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).pipe(EmailSchema)),
  audioPath: ObjectPathSchema,
  duration: durationUpTo(LIMITS.voiceMessageSeconds, MSG.recordingTooLong),
  subscribeToNewsletter: z.boolean().default(false),
  /** The prompt question on the guest's screen while they recorded (docs/decisions/051). */
  prompt: MessagePromptSchema,
  /** The language of the guest's page (docs/decisions/055): one of ours, or null. Never a reason to refuse a guest's message. */
  language: z.unknown().transform((v) => toLanguage(v)).optional(),
  /** The guest ticked 'Show my name on the party screen' (docs/decisions/081); unticked when absent. */
  showNameOnPartyScreen: z.boolean().default(false),
  /** The guest's photo, as POST /api/message-photos stored it (docs/decisions/082); optional, as ever before. */
  photoPath: ObjectPathSchema.nullish().transform((v) => v ?? undefined),
});
export type SendVoiceMessageInput = z.infer<typeof SendVoiceMessageSchema>;

/** PUT /api/voice-messages/{id}: { isRead: true } or { isPlayed: true }. */
export const UpdateVoiceMessageSchema = z
  .object({ isRead: z.boolean(), isPlayed: z.boolean() })
  .partial()
  .strict()
  .refine((v) => v.isRead !== undefined || v.isPlayed !== undefined, { message: 'Send isRead or isPlayed' });
export type UpdateVoiceMessageInput = z.infer<typeof UpdateVoiceMessageSchema>;

/** GET /api/voice-messages?limit=&before= (before: the id of the last message of the previous page). */
export const ListVoiceMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.voiceMessagesPageMax).default(LIMITS.voiceMessagesPageDefault),
  before: z.string().min(1).max(100).optional(),
});

/** POST /api/voice-replies. */
export const SendVoiceReplySchema = z.object({
  voiceMessageId: z.string({ error: MSG.voiceMessageNotFound }).min(1, MSG.voiceMessageNotFound).max(100),
  audioPath: ObjectPathSchema,
  duration: durationUpTo(LIMITS.voiceReplySeconds, MSG.replyTooLong),
});
export type SendVoiceReplyInput = z.infer<typeof SendVoiceReplySchema>;

/**
 * What a recording is uploaded for: 'voice' becomes a guest's message or a host's reply when it is claimed (60 s, or
 * 120 s from a signed-in host), 'reply' is a signed-in host's reply, 'greeting' the signed-in host's greeting (30 s,
 * docs/decisions/051). The one list of them: the server's and the client's type is inferred from it.
 */
export const VoiceUploadPurposeSchema = z.enum(['voice', 'reply', 'greeting']);
export type VoiceUploadPurpose = z.infer<typeof VoiceUploadPurposeSchema>;

/** POST /api/voice-upload?purpose=...: a guest's message when absent. */
export const VoiceUploadQuerySchema = z.object({
  purpose: VoiceUploadPurposeSchema.default('voice'),
});

/** /api/voice-messages/{id}. */
export const VoiceMessageParamsSchema = z.object({ id: z.string() });

/** POST /api/voice-replies/{id}/resend. */
export const VoiceReplyParamsSchema = z.object({ id: z.string() });

/** /r/{token} and /r/{token}/audio: the guest's page for a reply, keyed by the secret token from the mail. */
export const ReplyTokenParamsSchema = z.object({ token: z.string() });
