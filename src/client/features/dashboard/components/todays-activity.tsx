import { CalendarHeart, Eye, Mail, MessageCircleReply, Mic, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import type { DashboardStats } from '../../../../shared/stats.types.js';
import { useDashboardStats } from '../api/get-dashboard-stats.js';
import { UI } from '../../../../shared/ui.texts.js';

const ROWS: Array<{ key: keyof DashboardStats; one: string; many: string; icon: LucideIcon }> = [
  { key: 'voiceMessages', one: 'new voice message', many: 'new voice messages', icon: Mic },
  { key: 'emails', one: 'new subscriber', many: 'new subscribers', icon: Mail },
  { key: 'pageViews', one: 'page view', many: 'page views', icon: Eye },
  { key: 'replies', one: 'reply sent', many: 'replies sent', icon: MessageCircleReply },
];

/** What happened on the creator's calendar day, from the same stats query as the cards (refetched every 60 s). */
export function TodaysActivity({ stats }: { stats?: DashboardStats } = {}) {
  const query = useDashboardStats();
  const shown = stats ?? query.data;
  const quiet = shown && ROWS.every(({ key }) => shown[key].today === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today&apos;s Activity</CardTitle>
        <CardDescription>Since midnight, your time.</CardDescription>
      </CardHeader>
      <CardContent>
        {!shown ? (
          <p className="text-sm text-muted-foreground">{query.isPending ? UI.loading : 'Activity is not available right now.'}</p>
        ) : quiet ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <CalendarHeart className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
            <p>No activity recorded today yet. Share your page to hear from your guests.</p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {ROWS.map(({ key, one, many, icon: Icon }) => {
              const n = shown[key].today;
              return (
                <li key={key} className="flex items-center gap-3 text-sm" data-activity={key}>
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className={n === 0 ? 'text-muted-foreground' : ''}>
                    <span className="font-semibold">{n.toLocaleString()}</span> {n === 1 ? one : many}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
