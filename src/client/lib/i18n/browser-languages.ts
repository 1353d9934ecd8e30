/** The browser's languages, best first (none where there is no browser): what a screen that follows it is shown in. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
