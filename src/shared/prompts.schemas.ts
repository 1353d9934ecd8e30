import { z } from 'zod';
import { GREETING_LIMITS } from './greeting.limits.js';
import { GREETING_MSG } from './greeting.texts.js';

/** One prompt question as the host writes it: trimmed, 1 to 140 characters. */
export const PromptSchema = z
  .string({ error: GREETING_MSG.promptNotText })
  .trim()
  .min(1, GREETING_MSG.promptEmpty)
  .max(GREETING_LIMITS.promptMax, GREETING_MSG.promptTooLong);

/** The host's questions (PUT /api/creator-profile `prompts`): at most 10, each different, in the host's order. */
export const PromptsSchema = z
  .array(PromptSchema, { error: GREETING_MSG.promptsNotList })
  .max(GREETING_LIMITS.promptsMax, GREETING_MSG.tooManyPrompts)
  .refine((list) => new Set(list.map((p) => p.toLowerCase())).size === list.length, GREETING_MSG.promptRepeated);

/**
 * The question that was on the guest's screen, sent with their message (docs/decisions/051). Never a reason to refuse
 * a message: anything that is not text is dropped, longer text is cut to a question's length, empty means none.
 */
export const MessagePromptSchema = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v.trim().slice(0, GREETING_LIMITS.promptMax).trim() || undefined : undefined))
  .optional();
