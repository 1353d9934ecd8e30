import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { CAPSULE_UI } from '../../../shared/capsule.texts.js';
import { useSealedDay } from '../../lib/time-capsule.js';

/** The host's inbox while the time capsule is sealed: until when, and how many messages wait in it (decision 052). */
export function CapsuleBanner({ day, messages }: { day: string; messages: number }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-accent-foreground" data-testid="capsule-banner">
      <LockKeyhole className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{CAPSULE_UI.bannerTitle(day)}</p>
        <p className="text-sm">{CAPSULE_UI.bannerCounts(messages)}</p>
      </div>
    </div>
  );
}

/**
 * A card whose actions open the messages (the album, the book): while sealed, shown but out of reach (inert, so
 * neither its buttons nor its links can be used), with the reason above it.
 */
export function CapsuleLock({ children }: { children: ReactNode }) {
  const day = useSealedDay();
  if (!day) return children;
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <LockKeyhole className="size-4" aria-hidden="true" /> {CAPSULE_UI.disabledReason(day)}
      </p>
      <div inert className="opacity-60">
        {children}
      </div>
    </div>
  );
}
