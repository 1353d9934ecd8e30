import UserX from 'lucide-react/icons/user-x';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { NotFoundScreen } from '../../../components/layout/not-found-screen.js';

export function ProfileNotFound() {
  const { t } = useT();
  return <NotFoundScreen icon={UserX} title={t('page.profileNotFound')} detail={t('page.profileNotFoundDetail')} homeLabel={t('page.goHome')} />;
}
