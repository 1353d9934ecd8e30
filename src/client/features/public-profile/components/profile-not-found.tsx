import UserX from 'lucide-react/icons/user-x';
import { UI } from '../../../../shared/ui.texts.js';
import { NotFoundScreen } from '../../../components/layout/not-found-screen.js';

export function ProfileNotFound() {
  return <NotFoundScreen icon={UserX} title={UI.profileNotFound} detail={UI.profileNotFoundDetail} />;
}
