/**
 * Every `*_MSG` object of src/shared/*.texts.ts by its name ('MSG', 'CO_HOST_MSG', ...): the refusals the server may
 * still throw by their English (docs/decisions/077). Found, not listed, so a new area's constants are checked too.
 */
const TEXTS = import.meta.glob<Record<string, unknown>>('./*.texts.ts', { eager: true });

export const REFUSAL_MESSAGES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = Object.fromEntries(
  Object.values(TEXTS).flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, Record<string, unknown>] => /^([A-Z_]+_)?MSG$/.test(entry[0]) && typeof entry[1] === 'object'),
  ),
);

/** The fixed messages among them (a message written with a value inside is a function, and has no code). */
export const fixedRefusalMessages = (): string[] =>
  Object.values(REFUSAL_MESSAGES).flatMap((messages) => Object.values(messages).filter((m): m is string => typeof m === 'string'));
