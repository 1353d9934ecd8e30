import { Eye, Mail, Mic, Users, type LucideIcon } from 'lucide-react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminDashboardStats } from '../../../../shared/admin.types.js';
import { StatCardGrid } from '../../../components/stat-card-grid.js';

const CARDS: Array<{ key: keyof AdminDashboardStats; label: string; icon: LucideIcon; tint: string }> = [
  { key: 'totalUsers', label: ADMIN_UI.totalUsers, icon: Users, tint: 'bg-violet-100 text-violet-900' },
  { key: 'totalVoiceMessages', label: ADMIN_UI.voiceMessages, icon: Mic, tint: 'bg-rose-100 text-rose-800' },
  { key: 'totalEmailSubscribers', label: ADMIN_UI.emailSubscribers, icon: Mail, tint: 'bg-amber-100 text-amber-900' },
  { key: 'totalPageViews', label: ADMIN_UI.pageViews, icon: Eye, tint: 'bg-sky-100 text-sky-900' },
];

/** The four platform totals; a dash (not a made-up zero) while they are loading or unavailable. */
export function AdminStatCards({ stats, isLoading }: { stats?: AdminDashboardStats; isLoading: boolean }) {
  const cards = CARDS.map((card) => ({ ...card, value: <p className="mt-3 font-display text-3xl font-semibold">{stats ? stats[card.key].toLocaleString() : '—'}</p> }));
  return <StatCardGrid label="Platform statistics" isLoading={isLoading} cards={cards} />;
}
