import { Image, Link2, Pencil } from 'lucide-react';
import { type ActionLink, ActionLinks } from '../../../components/action-links.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

const LOOK: ActionLink[] = [
  { to: '/admin/background-settings', label: 'dashboard.quickActions.background', hint: 'dashboard.quickActions.backgroundHint', icon: Image },
  { to: '/edit', label: 'dashboard.quickActions.editProfile', hint: 'dashboard.quickActions.editProfileHint', icon: Pencil },
  { to: '/admin/website-links', label: 'dashboard.quickActions.websiteLinks', hint: 'dashboard.quickActions.websiteLinksHint', icon: Link2 },
];

/** The Page destination's ways to the page's look: background, tap-to-edit and website links (docs/decisions/079). */
export function PageLookCard() {
  const { t } = useAppT();
  return (
    <Card role="region" aria-labelledby="page-look-title">
      <CardHeader>
        <CardTitle id="page-look-title">{t('editor.look.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ActionLinks links={LOOK} className="sm:grid-cols-3" />
      </CardContent>
    </Card>
  );
}
