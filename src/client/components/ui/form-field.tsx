import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useScreenWords } from '../../lib/i18n/screen-words.js';
import { Label } from './label.js';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and error tied to it for screen readers:
 * `<FormField label={t('auth.form.email')} error={errors.email?.message}>{(p) => <Input {...p} {...register('email')} />}</FormField>`.
 * An error replaces the hint while it stands. An error that is one of the shared schemas' English messages (checked in the browser with the server's rules) shows
 * in the screen's language, by its code (docs/decisions/056); any other error shows as given.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const words = useScreenWords();
  const shown = error && words ? words.fieldError(error) : error;
  // The error takes the hint's place: shown together, the hint repeated what the error had just said.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintId && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}
