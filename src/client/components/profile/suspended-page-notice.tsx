import { ShieldAlert } from 'lucide-react';
import type { ProfileSuspension } from '../../../shared/profile.types.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { PageNotice } from './page-notice.js';

/**
 * On the dashboard and the owner's previews while a master admin has suspended the page: why guests see nothing,
 * and that the Profile Status switch cannot change it (docs/decisions/039).
 */
export function SuspendedPageNotice({ suspension, className }: { suspension: ProfileSuspension; className?: string }) {
  const { t } = useAppT();
  return (
    <PageNotice tone="danger" icon={ShieldAlert} title={t('editor.notice.suspendedTitle')} detail={t('editor.notice.suspendedDetail')} className={className}>
      {suspension.reason && (
        <figure className="mt-1 grid gap-0.5">
          <figcaption className="font-medium">{t('editor.notice.suspendedReason')}</figcaption>
          <blockquote className="whitespace-pre-line break-words border-s-2 border-red-300 ps-3 text-red-900">{suspension.reason}</blockquote>
        </figure>
      )}
    </PageNotice>
  );
}
