/** Answers about input no field may carry, whatever the call (docs/decisions/010). */
export const INPUT_MSG = {
  nullCharacter: 'Text must not contain null characters',
} as const;
