/** Answers about input no field may carry, whatever the call (issue 10). */
export const INPUT_MSG = {
  nullCharacter: 'Text must not contain null characters',
} as const;
