import { Eye, Mail, MessageCircleReply, Mic, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.js';
import type { DashboardStats, StatFigure } from '../../../../shared/stats.types.js';
import { useDashboardStats } from '../api/get-dashboard-stats.js';

const CARDS: Array<{ key: keyof DashboardStats; label: string; icon: LucideIcon; tint: string }> = [
  { key: 'voiceMessages', label: 'Voice Messages', icon: Mic, tint: 'bg-rose-100 text-rose-800' },
  { key: 'emails', label: 'Emails Collected', icon: Mail, tint: 'bg-amber-100 text-amber-900' },
  { key: 'pageViews', label: 'Page Views', icon: Eye, tint: 'bg-sky-100 text-sky-900' },
  { key: 'replies', label: 'Replies Sent', icon: MessageCircleReply, tint: 'bg-emerald-100 text-emerald-900' },
];

/**
 * The four totals with their '+N today', from GET /api/dashboard/stats (refetched every 60 s, in the
 * browser's time zone). `stats` may be passed in instead; until a figure exists a card says so rather
 * than showing a made-up zero.
 */
export function StatCards({ stats, isLoading }: { stats?: DashboardStats; isLoading?: boolean } = {}) {
  const query = useDashboardStats();
  const shown = stats ?? query.data;
  const loading = isLoading ?? (query.isPending && !stats);
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tint }) => (
        <Card key={key} className="p-4 sm:p-5" data-stat={key}>
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tint}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <FigureValue figure={shown?.[key]} isLoading={loading} />
        </Card>
      ))}
    </section>
  );
}

function FigureValue({ figure, isLoading }: { figure?: StatFigure; isLoading: boolean }) {
  if (isLoading) return <p className="mt-3 h-8 w-16 animate-pulse rounded-md bg-muted" aria-label="Loading" />;
  if (!figure) {
    return (
      <p className="mt-3">
        <span className="font-display text-3xl font-semibold text-stone-500" aria-hidden="true">
          —
        </span>
        <span className="block text-xs text-muted-foreground">Not available yet</span>
      </p>
    );
  }
  return (
    <p className="mt-3">
      <span className="font-display text-3xl font-semibold">{figure.total.toLocaleString()}</span>
      <span className="block text-xs font-medium text-emerald-800">+{figure.today.toLocaleString()} today</span>
    </p>
  );
}
