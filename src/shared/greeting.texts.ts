import { GREETING_LIMITS } from './greeting.limits.js';

/** What the server answers when it refuses a greeting or the prompt questions. */
export const GREETING_MSG = {
  tooManyPrompts: `Write at most ${GREETING_LIMITS.promptsMax} questions`,
  promptEmpty: 'A question cannot be empty',
  promptTooLong: `A question can be at most ${GREETING_LIMITS.promptMax} characters`,
  promptNotText: 'A question must be text',
  promptsNotList: 'Questions must be a list',
  promptRepeated: 'Each question must be different',
  greetingTooLong: `The greeting must be at most ${GREETING_LIMITS.greetingSeconds} seconds`,
} as const;
