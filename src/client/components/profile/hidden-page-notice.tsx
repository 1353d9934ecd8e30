import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { PROFILE_UI } from '../../../shared/profile.texts.js';
import { cn } from '../../lib/cn.js';

/** Above the owner's previews while the profile is off: the preview shows the page, guests do not see it. */
export function HiddenPageNotice({ className }: { className?: string }) {
  return (
    <section
      role="status"
      aria-label={PROFILE_UI.hiddenFromGuests}
      className={cn('flex w-full items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950', className)}
    >
      <EyeOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{PROFILE_UI.hiddenFromGuests}</p>
        <p className="text-amber-900">{PROFILE_UI.hiddenFromGuestsDetail}</p>
        <Link to="/admin/settings" className="w-fit font-semibold text-amber-950 underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {PROFILE_UI.openProfileSettings}
        </Link>
      </div>
    </section>
  );
}
