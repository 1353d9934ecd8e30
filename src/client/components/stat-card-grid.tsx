import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppT } from '../lib/i18n/app-texts.js';
import { Card } from './ui/card.js';

export interface StatCard {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Background and text colour of the icon's tile (whole Tailwind class names). */
  tint: string;
  /** The figure as the screen shows it (shown once loading is over). */
  value: ReactNode;
}

/**
 * A grid of statistic cards (the host's dashboard, the master admin's): label, icon, figure; a pulse while loading.
 * Compact on a phone, so the host's first view holds the four figures and the newest messages (docs/decisions/079).
 */
export function StatCardGrid({ label, cards, isLoading }: { label: string; cards: StatCard[]; isLoading: boolean }) {
  const { t } = useAppT();
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label: cardLabel, icon: Icon, tint, value }) => (
        <Card key={key} className="p-3 sm:p-5" data-stat={key}>
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-xs font-medium text-muted-foreground sm:text-sm">{cardLabel}</h2>
            <span className={`flex size-7 shrink-0 items-center justify-center rounded-lg sm:size-9 sm:rounded-xl ${tint}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          {isLoading ? <p className="mt-1 h-8 w-16 animate-pulse sm:mt-3 rounded-md bg-muted" aria-label={t('common.loadingFigure')} /> : value}
        </Card>
      ))}
    </section>
  );
}
