import type { AdminDashboardStats } from '../../../shared/admin.types.js';
import type { AppDeps } from '../../deps.js';
import { platformTotals } from './admin-stats.repository.js';

export async function getDashboardStats({ db }: AppDeps): Promise<AdminDashboardStats> {
  const t = await platformTotals(db);
  return {
    totalUsers: Number(t.totalUsers ?? 0),
    totalVoiceMessages: Number(t.totalVoiceMessages ?? 0),
    totalEmailSubscribers: Number(t.totalEmailSubscribers ?? 0),
    totalPageViews: Number(t.totalPageViews ?? 0),
  };
}
