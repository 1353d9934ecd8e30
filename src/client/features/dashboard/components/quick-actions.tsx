import { ChevronRight, Download, Image, Link2, Pencil, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { UI } from '../../../../shared/ui.texts.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';

const ACTIONS: Array<{ to: string; label: string; hint: string; icon: LucideIcon }> = [
  { to: '/edit', label: PROFILE_UI.editProfile, hint: 'Tap your page to change it', icon: Pencil },
  { to: '/admin/website-links', label: 'Website Links', hint: 'Add links to your page', icon: Link2 },
  { to: '/admin/background-settings', label: 'Background', hint: 'Image, video and colours', icon: Image },
  { to: '/admin/email-subscribers', label: UI.exportEmails, hint: 'Download your guest list', icon: Download },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
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
                  <span className="block text-sm font-semibold">{label}</span>
                  <span className="block text-xs text-muted-foreground">{hint}</span>
                </span>
                <ChevronRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
