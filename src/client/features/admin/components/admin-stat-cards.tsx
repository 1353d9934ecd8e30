import { Eye, Mail, Mic, Users, type LucideIcon } from 'lucide-react';
import type { AdminDashboardStats } from '../../../../shared/admin.types.js';
import { StatCardGrid } from '../../../components/stat-card-grid.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';
import { formatNumber } from '../../../lib/format-intl.js';

const CARDS: Array<{ key: keyof AdminDashboardStats; label: AppKey; icon: LucideIcon; tint: string }> = [
  { key: 'totalUsers', label: 'admin.dashboard.totalUsers', icon: Users, tint: 'bg-violet-100 text-violet-900' },
  { key: 'totalVoiceMessages', label: 'admin.dashboard.voiceMessages', icon: Mic, tint: 'bg-rose-100 text-rose-800' },
  { key: 'totalEmailSubscribers', label: 'admin.dashboard.emailSubscribers', icon: Mail, tint: 'bg-amber-100 text-amber-900' },
  { key: 'totalPageViews', label: 'admin.dashboard.pageViews', icon: Eye, tint: 'bg-sky-100 text-sky-900' },
];

/** The four platform totals; a dash (not a made-up zero) while they are loading or unavailable. */
export function AdminStatCards({ stats, isLoading }: { stats?: AdminDashboardStats; isLoading: boolean }) {
  const { t, language } = useAppT();
  const cards = CARDS.map((card) => ({
    ...card,
    label: t(card.label),
    value: <p className="mt-3 font-display text-3xl font-semibold">{stats ? formatNumber(stats[card.key], language) : '—'}</p>,
  }));
  return <StatCardGrid label={t('admin.dashboard.statsLabel')} isLoading={isLoading} cards={cards} />;
}
