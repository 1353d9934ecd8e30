/** The host's greeting and prompt questions (issue 24): limits, the server's refusals and the screens' words, once. */
export const GREETING_LIMITS = {
  /** A greeting is short: a hello and the question the hosts most want answered. */
  greetingSeconds: 30,
  promptsMax: 10,
  promptMax: 140,
} as const;

/** What the server answers when it refuses a greeting or the prompt questions. */
export const GREETING_MSG = {
  tooManyPrompts: `Write at most ${GREETING_LIMITS.promptsMax} questions`,
  promptEmpty: 'A question cannot be empty',
  promptTooLong: `A question can be at most ${GREETING_LIMITS.promptMax} characters`,
  promptNotText: 'A question must be text',
  promptsNotList: 'Questions must be a list',
  promptRepeated: 'Each question must be different',
  greetingTooLong: `The greeting must be at most ${GREETING_LIMITS.greetingSeconds} seconds`,
  greetingNotUsable: 'This greeting recording was not found or has expired; please record it again',
  noGreeting: 'There is no greeting to remove',
} as const;

/** Profile Settings' two cards. */
export const GREETING_UI = {
  // The greeting card.
  greetingTitle: 'Your greeting',
  greetingDescription: `Record a short hello (up to ${GREETING_LIMITS.greetingSeconds} seconds) that guests can play before they record. It never plays on its own.`,
  greetingRecordLabel: `Record your greeting (≤${GREETING_LIMITS.greetingSeconds}s)`,
  greetingFile: 'Upload a recording',
  greetingFileHint: `Or choose an audio file of up to ${GREETING_LIMITS.greetingSeconds} seconds.`,
  currentGreeting: 'Your current greeting',
  greetingPlayerLabel: 'Play your current greeting',
  saveGreeting: 'Save greeting',
  savingGreeting: 'Saving…',
  replaceGreeting: 'Replace greeting',
  removeGreeting: 'Remove greeting',
  confirmRemoveGreeting: 'Remove your greeting? Guests will no longer hear it.',
  cancel: 'Cancel',
  greetingSaved: 'Greeting saved',
  greetingSavedDetail: 'Guests can now play it before they record.',
  greetingRemoved: 'Greeting removed',
  greetingFailed: 'Could not save the greeting. Please try again.',
  greetingRemoveFailed: 'Could not remove the greeting. Please try again.',
  seconds: (n: number) => `${n} s`,

  // The questions card.
  promptsTitle: 'Questions for your guests',
  promptsDescription: `Guests see one of these at random while they record, and can ask for another. Up to ${GREETING_LIMITS.promptsMax} questions.`,
  promptLabel: (n: number) => `Question ${n}`,
  promptPlaceholder: 'What is your favourite memory of us?',
  addPrompt: 'Add a question',
  removePrompt: (n: number) => `Remove question ${n}`,
  promptsFull: `You have ${GREETING_LIMITS.promptsMax} questions, the most a page can have.`,
  noPrompts: 'No questions yet. Guests will simply record their message.',
  savePrompts: 'Save questions',
  savingPrompts: 'Saving…',
  promptsSaved: 'Questions saved',
  promptsFailed: 'Could not save the questions. Please try again.',
  charactersLeft: (n: number) => `${n} characters left`,
} as const;
