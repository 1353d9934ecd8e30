import { ShieldAlert } from 'lucide-react';
import { PROFILE_UI } from '../../../shared/profile.texts.js';
import type { ProfileSuspension } from '../../../shared/profile.types.js';
import { cn } from '../../lib/cn.js';

/**
 * On the dashboard and the owner's previews while a master admin has suspended the page: why guests see nothing,
 * and that the Profile Status switch cannot change it (docs/decisions/039).
 */
export function SuspendedPageNotice({ suspension, className }: { suspension: ProfileSuspension; className?: string }) {
  return (
    <section
      role="status"
      aria-label={PROFILE_UI.suspendedTitle}
      className={cn('flex w-full items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950', className)}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{PROFILE_UI.suspendedTitle}</p>
        <p className="text-red-900">{PROFILE_UI.suspendedDetail}</p>
        {suspension.reason && (
          <figure className="mt-1 grid gap-0.5">
            <figcaption className="font-medium">{PROFILE_UI.suspendedReason}</figcaption>
            <blockquote className="whitespace-pre-line break-words border-l-2 border-red-300 pl-3 text-red-900">{suspension.reason}</blockquote>
          </figure>
        )}
      </div>
    </section>
  );
}
