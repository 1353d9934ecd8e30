import { Download, Image, Link2, Pencil } from 'lucide-react';
import { type ActionLink, ActionLinks } from '../../../components/action-links.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

const ACTIONS: ActionLink[] = [
  { to: '/edit', label: 'dashboard.quickActions.editProfile', hint: 'dashboard.quickActions.editProfileHint', icon: Pencil },
  { to: '/admin/website-links', label: 'dashboard.quickActions.websiteLinks', hint: 'dashboard.quickActions.websiteLinksHint', icon: Link2 },
  { to: '/admin/background-settings', label: 'dashboard.quickActions.background', hint: 'dashboard.quickActions.backgroundHint', icon: Image },
  { to: '/admin/email-subscribers', label: 'dashboard.quickActions.exportEmails', hint: 'dashboard.quickActions.exportEmailsHint', icon: Download },
];

export function QuickActions() {
  const { t } = useAppT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ActionLinks links={ACTIONS} />
      </CardContent>
    </Card>
  );
}
