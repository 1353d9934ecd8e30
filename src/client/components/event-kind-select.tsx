import { forwardRef, type ComponentProps } from 'react';
import { EVENT_KINDS } from '../../shared/page-design.js';
import { cn } from '../lib/cn.js';
import { useAppT } from '../lib/i18n/app-texts.js';

const KIND_KEYS = {
  wedding: 'editor.eventKind.wedding',
  birthday: 'editor.eventKind.birthday',
  anniversary: 'editor.eventKind.anniversary',
  other: 'editor.eventKind.other',
} as const;

/** What the page celebrates (docs/decisions/080): a native select, '' for not saying. Onboarding and settings use it. */
export const EventKindSelect = forwardRef<HTMLSelectElement, ComponentProps<'select'>>(function EventKindSelect({ className, ...props }, ref) {
  const { t } = useAppT();
  return (
    <select
      ref={ref}
      {...props}
      className={cn(
        'h-11 w-full rounded-xl border border-input-border bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-56 sm:text-sm',
        className,
      )}
    >
      <option value="">{t('editor.eventKind.none')}</option>
      {EVENT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(KIND_KEYS[kind])}
        </option>
      ))}
    </select>
  );
});
