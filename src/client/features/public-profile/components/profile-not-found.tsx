import UserX from 'lucide-react/icons/user-x';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../../../components/layout/not-found-screen.js';

export function ProfileNotFound() {
  const { t } = useTranslation();
  return <NotFoundScreen icon={UserX} title={t('page.profileNotFound')} detail={t('page.profileNotFoundDetail')} homeLabel={t('page.goHome')} />;
}
