import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../shared/calendar-date.js';
import { useAppT } from '../lib/i18n/app-texts.js';
import { useSealedDay } from './time-capsule.js';

/** The host's inbox while the time capsule is sealed: until when, and how many messages wait in it (decision 052). */
export function CapsuleBanner({ day, messages }: { day: string; messages: number }) {
  const { t, language } = useAppT();
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-accent-foreground" data-testid="capsule-banner">
      <LockKeyhole className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('editor.capsule.sealedUntil', { date: formatCalendarDate(day, language) })}</p>
        <p className="text-sm">{t('editor.capsule.waiting', { count: messages })}</p>
      </div>
    </div>
  );
}

/**
 * A card whose actions open the messages (the album, the book): while sealed, shown but out of reach (inert, so
 * neither its buttons nor its links can be used), with the reason above it.
 */
export function CapsuleLock({ children }: { children: ReactNode }) {
  const { t, language } = useAppT();
  const day = useSealedDay();
  if (!day) return children;
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <LockKeyhole className="size-4" aria-hidden="true" /> {t('editor.capsule.sealedUntil', { date: formatCalendarDate(day, language) })}
      </p>
      <div inert className="opacity-60">
        {children}
      </div>
    </div>
  );
}
