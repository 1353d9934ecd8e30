import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { PageNotice } from './page-notice.js';

/** Above the owner's previews while the profile is off: the preview shows the page, guests do not see it. */
export function HiddenPageNotice({ className }: { className?: string }) {
  const { t } = useAppT();
  return (
    <PageNotice tone="warning" icon={EyeOff} title={t('editor.notice.hiddenTitle')} detail={t('editor.notice.hiddenDetail')} className={className}>
      <Link to="/admin/settings" className="w-fit font-semibold text-amber-950 underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {t('editor.notice.openSettings')}
      </Link>
    </PageNotice>
  );
}
