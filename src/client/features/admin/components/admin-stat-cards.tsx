import { Eye, Mail, Mic, Users, type LucideIcon } from 'lucide-react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminDashboardStats } from '../../../../shared/admin.types.js';
import { Card } from '../../../components/ui/card.js';

const CARDS: Array<{ key: keyof AdminDashboardStats; label: string; icon: LucideIcon; tint: string }> = [
  { key: 'totalUsers', label: ADMIN_UI.totalUsers, icon: Users, tint: 'bg-violet-100 text-violet-900' },
  { key: 'totalVoiceMessages', label: ADMIN_UI.voiceMessages, icon: Mic, tint: 'bg-rose-100 text-rose-800' },
  { key: 'totalEmailSubscribers', label: ADMIN_UI.emailSubscribers, icon: Mail, tint: 'bg-amber-100 text-amber-900' },
  { key: 'totalPageViews', label: ADMIN_UI.pageViews, icon: Eye, tint: 'bg-sky-100 text-sky-900' },
];

/** The four platform totals; a dash (not a made-up zero) while they are loading or unavailable. */
export function AdminStatCards({ stats, isLoading }: { stats?: AdminDashboardStats; isLoading: boolean }) {
  return (
    <section aria-label="Platform statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tint }) => (
        <Card key={key} className="p-4 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tint}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          {isLoading ? (
            <p className="mt-3 h-8 w-16 animate-pulse rounded-md bg-muted" aria-label="Loading" />
          ) : (
            <p className="mt-3 font-display text-3xl font-semibold">{stats ? stats[key].toLocaleString() : '—'}</p>
          )}
        </Card>
      ))}
    </section>
  );
}
