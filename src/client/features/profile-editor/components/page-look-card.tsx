import { ChevronRight, Image, Link2, Pencil, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';

const LOOK: Array<{ to: string; label: AppKey; hint: AppKey; icon: LucideIcon }> = [
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
        <ul className="grid gap-2 sm:grid-cols-3">
          {LOOK.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-3 rounded-xl border border-border px-3 py-3 transition-colors hover:border-rose-300 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">{t(label)}</span>
                  <span className="block text-xs text-muted-foreground">{t(hint)}</span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground rtl:rotate-180" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
