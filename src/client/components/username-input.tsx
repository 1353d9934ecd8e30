import type { ChangeEvent, ComponentProps } from 'react';
import { LIMITS } from '../../shared/limits.js';
import { normalizeUsernameInput } from '../../shared/profile.schemas.js';
import { Input } from './ui/input.js';

/**
 * A username field: shaped as it is typed (lowercase letters, numbers and underscores), so what the user sees is
 * exactly what the URL will be. Works controlled (value + onChange) and with react-hook-form's register().
 */
export function UsernameInput({ onChange, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      autoCapitalize="none"
      spellCheck={false}
      maxLength={LIMITS.usernameMax}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = normalizeUsernameInput(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
