import { CalendarDays, CalendarRange, Users, type LucideIcon } from 'lucide-react';
import type { SubscribersSummary } from '../../../../shared/stats.types.js';
import { Card } from '../../../components/ui/card.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';

const CARDS: Array<{ key: keyof SubscribersSummary; label: AppKey; icon: LucideIcon }> = [
  { key: 'total', label: 'dashboard.subscribers.total', icon: Users },
  { key: 'today', label: 'dashboard.subscribers.today', icon: CalendarDays },
  { key: 'thisWeek', label: 'dashboard.subscribers.thisWeek', icon: CalendarRange },
];

/** Total, Today (the creator's calendar day) and This Week (the last 7 days). */
export function SubscriberOverview({ summary }: { summary?: SubscribersSummary }) {
  const { t, language } = useAppT();
  const number = new Intl.NumberFormat(language);
  return (
    <section aria-label={t('dashboard.subscribers.overview')} className="grid grid-cols-3 gap-3 sm:gap-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="p-4 sm:p-5" data-summary={key}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{t(label)}</h2>
            <Icon className="hidden size-4 text-rose-700 sm:block" aria-hidden="true" />
          </div>
          {summary ? (
            <p className="mt-2 font-display text-2xl font-semibold sm:text-3xl">{number.format(summary[key])}</p>
          ) : (
            <p className="mt-3 h-7 w-12 animate-pulse rounded-md bg-muted" aria-label={t('dashboard.subscribers.figureLoading')} />
          )}
        </Card>
      ))}
    </section>
  );
}
