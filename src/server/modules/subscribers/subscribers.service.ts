import type { EmailSubscriber, SubscribersSummary } from '../../../shared/stats.types.js';
import type { SubscribersQuery } from '../../../shared/stats.schemas.js';
import { isoTime } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { readProfileCounters } from '../stats/counters.repository.js';
import { localDay } from '../../lib/time-zone.js';
import {
  countMatchingSubscribers,
  countSubscribersSince,
  deleteSubscriber,
  listSubscribers,
} from './subscriber-listing.repository.js';
import type { EmailSubscriberRow } from './subscribers.table.js';

const WEEK_MS = 7 * 24 * 3_600_000;

export const toEmailSubscriber = (row: Pick<EmailSubscriberRow, 'id' | 'email' | 'senderName' | 'createdAt' | 'messageCount'>): EmailSubscriber => ({
  id: row.id,
  email: row.email,
  senderName: row.senderName,
  createdAt: isoTime(row.createdAt),
  messageCount: row.messageCount,
});

/** One page of the host's subscribers and how many there are in all (for that search). */
export async function listOwnSubscribers(deps: AppDeps, userId: string, query: SubscribersQuery) {
  const profile = await requireOwnProfileRow(deps, userId);
  const [rows, total] = await Promise.all([
    listSubscribers(deps.db, profile.id, query),
    query.q ? countMatchingSubscribers(deps.db, profile.id, query.q) : readProfileCounters(deps.db, profile.id).then((c) => c.emailSubscribers),
  ]);
  return { items: rows.map(toEmailSubscriber), total };
}

/** The overview cards: Total, Today (the creator's calendar day), This Week (the last 7 × 24 hours). */
export async function summarizeOwnSubscribers(deps: AppDeps, userId: string, timeZone: string, now = Date.now()): Promise<SubscribersSummary> {
  const profile = await requireOwnProfileRow(deps, userId);
  const [counters, today, thisWeek] = await Promise.all([
    readProfileCounters(deps.db, profile.id),
    countSubscribersSince(deps.db, profile.id, localDay(timeZone, now).start),
    countSubscribersSince(deps.db, profile.id, now - WEEK_MS),
  ]);
  return { total: counters.emailSubscribers, today, thisWeek };
}

/** Forgets one guest (not in docs/product-spec.md: a guest asked to be removed). Another host's row is a 404. */
export async function removeOwnSubscriber(deps: AppDeps, userId: string, id: string): Promise<void> {
  const profile = await requireOwnProfileRow(deps, userId);
  if (!(await deleteSubscriber(deps.db, profile.id, id))) throw AppError.refuse(404, 'subscriber_not_found');
}
