/** The host's greeting and prompt questions (docs/decisions/051): their limits, for both sides. */
export const GREETING_LIMITS = {
  /** A greeting is short: a hello and the question the hosts most want answered. */
  greetingSeconds: 30,
  promptsMax: 10,
  promptMax: 140,
} as const;
