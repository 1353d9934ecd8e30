import { CalendarDays, CalendarRange, Users, type LucideIcon } from 'lucide-react';
import type { SubscribersSummary } from '../../../../shared/stats.types.js';
import { Card } from '../../../components/ui/card.js';

const CARDS: Array<{ key: keyof SubscribersSummary; label: string; icon: LucideIcon }> = [
  { key: 'total', label: 'Total', icon: Users },
  { key: 'today', label: 'Today', icon: CalendarDays },
  { key: 'thisWeek', label: 'This Week', icon: CalendarRange },
];

/** Total, Today (the creator's calendar day) and This Week (the last 7 days). */
export function SubscriberOverview({ summary }: { summary?: SubscribersSummary }) {
  return (
    <section aria-label="Overview" className="grid grid-cols-3 gap-3 sm:gap-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="p-4 sm:p-5" data-summary={key}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <Icon className="hidden size-4 text-rose-700 sm:block" aria-hidden="true" />
          </div>
          {summary ? (
            <p className="mt-2 font-display text-2xl font-semibold sm:text-3xl">{summary[key].toLocaleString()}</p>
          ) : (
            <p className="mt-3 h-7 w-12 animate-pulse rounded-md bg-muted" aria-label="Loading" />
          )}
        </Card>
      ))}
    </section>
  );
}
