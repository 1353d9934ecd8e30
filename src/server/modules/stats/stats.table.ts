import type { ColumnType, Selectable } from 'kysely';

/** Counted visits per profile per UTC day ('YYYY-MM-DD'); the admin area sums these. */
export interface PageViewDaysTable {
  profileId: string;
  day: string;
  views: number;
}

/** Counted visits per profile per 15 minutes (bucketStart: epoch ms), so "today" is exact in any time zone. */
export interface PageViewBucketsTable {
  profileId: string;
  bucketStart: number;
  views: number;
}

/** When a visitor (cookie id or fingerprint hash) was last counted for a profile; swept after the window. */
export interface PageVisitsTable {
  profileId: string;
  visitorKey: string;
  lastCountedAt: number;
}

/** Totals per profile, kept by database triggers (migration 004). */
export interface ProfileCountersTable {
  profileId: string;
  voiceMessages: number;
  emailSubscribers: number;
  repliesSent: number;
  pageViews: number;
  /** Moved by every change to the profile's voice messages (migration 014); bigint: a string from PostgreSQL. */
  messagesVersion: number | string;
  /** Messages their guests took back (migration 034): the host sees how many, never what. */
  messagesWithdrawn: ColumnType<number, number | undefined, number>;
}

/** Messages, new subscribers and sent replies per profile per 15 minutes, kept by triggers (migration 012). */
export interface ActivityBucketsTable {
  profileId: string;
  bucketStart: number;
  voiceMessages: number;
  emailSubscribers: number;
  repliesSent: number;
}

export interface StatsTables {
  activityBuckets: ActivityBucketsTable;
  pageViewDays: PageViewDaysTable;
  pageViewBuckets: PageViewBucketsTable;
  pageVisits: PageVisitsTable;
  profileCounters: ProfileCountersTable;
}

export type ProfileCountersRow = Selectable<ProfileCountersTable>;
