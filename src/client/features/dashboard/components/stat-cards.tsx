import { Eye, Mail, MessageCircleReply, Mic, type LucideIcon } from 'lucide-react';
import { StatCardGrid } from '../../../components/stat-card-grid.js';
import type { DashboardStats, StatFigure } from '../../../../shared/stats.types.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';
import { useDashboardStats } from '../api/get-dashboard-stats.js';

const CARDS: Array<{ key: keyof DashboardStats; label: AppKey; icon: LucideIcon; tint: string }> = [
  { key: 'voiceMessages', label: 'dashboard.stats.voiceMessages', icon: Mic, tint: 'bg-rose-100 text-rose-800' },
  { key: 'emails', label: 'dashboard.stats.emails', icon: Mail, tint: 'bg-amber-100 text-amber-900' },
  { key: 'pageViews', label: 'dashboard.stats.pageViews', icon: Eye, tint: 'bg-sky-100 text-sky-900' },
  { key: 'replies', label: 'dashboard.stats.replies', icon: MessageCircleReply, tint: 'bg-emerald-100 text-emerald-900' },
];

/**
 * The four totals with their '+N today', from GET /api/dashboard/stats (refetched every 60 s, in the
 * browser's time zone). `stats` may be passed in instead; until a figure exists a card says so rather
 * than showing a made-up zero.
 */
export function StatCards({ stats, isLoading }: { stats?: DashboardStats; isLoading?: boolean } = {}) {
  const { t } = useAppT();
  const query = useDashboardStats();
  const shown = stats ?? query.data;
  const loading = isLoading ?? (query.isPending && !stats);
  return (
    <StatCardGrid
      label={t('dashboard.stats.label')}
      isLoading={loading}
      cards={CARDS.map((card) => ({ ...card, label: t(card.label), value: <FigureValue figure={shown?.[card.key]} /> }))}
    />
  );
}

function FigureValue({ figure }: { figure?: StatFigure }) {
  const { t, language } = useAppT();
  if (!figure) {
    return (
      <p className="mt-1 sm:mt-3">
        <span className="font-display text-2xl font-semibold text-stone-500 sm:text-3xl" aria-hidden="true">
          —
        </span>
        <span className="block text-xs text-muted-foreground">{t('dashboard.stats.notAvailable')}</span>
      </p>
    );
  }
  const number = new Intl.NumberFormat(language);
  return (
    <p className="mt-1 sm:mt-3">
      <span className="font-display text-2xl font-semibold sm:text-3xl">{number.format(figure.total)}</span>
      <span className="block text-xs font-medium text-emerald-800">{t('dashboard.stats.today', { n: number.format(figure.today) })}</span>
    </p>
  );
}
