import { ChevronRight, Download, Image, Link2, Pencil, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';

const ACTIONS: Array<{ to: string; label: AppKey; hint: AppKey; icon: LucideIcon }> = [
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
        <ul className="grid grid-cols-1 gap-2">
          {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-xl border border-border px-3 py-3 transition-colors hover:border-rose-300 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">{t(label)}</span>
                  <span className="block text-xs text-muted-foreground">{t(hint)}</span>
                </span>
                <ChevronRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
