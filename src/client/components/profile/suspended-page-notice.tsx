import { ShieldAlert } from 'lucide-react';
import { PROFILE_UI } from '../../../shared/profile.texts.js';
import type { ProfileSuspension } from '../../../shared/profile.types.js';
import { PageNotice } from './page-notice.js';

/**
 * On the dashboard and the owner's previews while a master admin has suspended the page: why guests see nothing,
 * and that the Profile Status switch cannot change it (docs/decisions/039).
 */
export function SuspendedPageNotice({ suspension, className }: { suspension: ProfileSuspension; className?: string }) {
  return (
    <PageNotice tone="danger" icon={ShieldAlert} title={PROFILE_UI.suspendedTitle} detail={PROFILE_UI.suspendedDetail} className={className}>
      {suspension.reason && (
        <figure className="mt-1 grid gap-0.5">
          <figcaption className="font-medium">{PROFILE_UI.suspendedReason}</figcaption>
          <blockquote className="whitespace-pre-line break-words border-l-2 border-red-300 pl-3 text-red-900">{suspension.reason}</blockquote>
        </figure>
      )}
    </PageNotice>
  );
}
