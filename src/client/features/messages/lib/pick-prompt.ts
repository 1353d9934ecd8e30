/**
 * One of the host's prompt questions at random; with `other`, a different one whenever there are several, so
 * 'Another question' always changes what the guest sees. Null when the host wrote none.
 */
export function pickPrompt(prompts: readonly string[], other: string | null = null, random = Math.random): string | null {
  const choices = prompts.length > 1 && other !== null ? prompts.filter((p) => p !== other) : prompts;
  if (choices.length === 0) return null;
  return choices[Math.floor(random() * choices.length)] ?? choices[0]!;
}
