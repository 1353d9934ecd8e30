import { CalendarHeart } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import type { DashboardStats } from '../../../../shared/stats.types.js';

const ROWS: Array<{ key: keyof DashboardStats; label: string }> = [
  { key: 'voiceMessages', label: 'New voice messages' },
  { key: 'emails', label: 'New emails' },
  { key: 'pageViews', label: 'Page views' },
  { key: 'replies', label: 'Replies sent' },
];

/** Today's figures from the same stats call as the stat cards. */
export function TodaysActivity({ stats }: { stats?: DashboardStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today&apos;s Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {stats ? (
          <dl className="grid gap-3">
            {ROWS.map(({ key, label }) => (
              <div key={key} className="flex items-center justify-between text-sm">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-semibold">{stats[key].today.toLocaleString()}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <CalendarHeart className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
            <p>No activity recorded today yet.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
