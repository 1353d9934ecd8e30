import { createHmac, randomBytes } from 'node:crypto';
import { LIMITS } from '../../../shared/limits.js';
import { toBool } from '../../db/database.js';
import { hostsPage } from '../accounts/page-access.js';
import type { AppDeps } from '../../deps.js';
import { findProfileByUsername } from '../profiles/profiles.repository.js';
import { isCrawler } from './crawlers.js';
import { addView, claimVisit, rememberVisitor, sweepPageViewState } from './page-views.repository.js';

const WINDOW_MS = LIMITS.pageViewWindowMinutes * 60_000;
const BUCKET_MS = 15 * 60_000;
/** "Today" in the farthest zones (UTC+14 to UTC-12) never reaches further back than this. */
const BUCKET_KEEP_MS = 3 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 60_000;
let nextSweepAt = 0;

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
export const newVisitorId = () => randomBytes(16).toString('base64url');
export const isVisitorId = (v: string | undefined): v is string => v !== undefined && VISITOR_ID.test(v);

export interface VisitBeacon {
  username: string;
  /** The signed-in creator, if any: their own page never counts. */
  signedInUserId: string | null;
  /** The first-party visitor cookie's id, when the browser sent a valid one. */
  visitorId: string | undefined;
  ip: string;
  userAgent: string | undefined;
}

export interface VisitOutcome {
  counted: boolean;
  /** A visitor id to give this browser (it had none). */
  issueVisitorId?: string;
}

/**
 * Counts one visit of a public page per browser per profile per 30 minutes. The browser is known by
 * its visitor cookie; without one (first visit, or cookies refused) by a keyed hash of address and
 * user agent, so a client that never keeps cookies cannot inflate the count either. Crawlers, link
 * previews and the page's hosts never count.
 */
export async function recordVisit(deps: AppDeps, beacon: VisitBeacon, now = Date.now()): Promise<VisitOutcome> {
  if (isCrawler(beacon.userAgent)) return { counted: false };
  const issueVisitorId = beacon.visitorId ? undefined : newVisitorId();
  const { db, config } = deps;
  const profile = await findProfileByUsername(db, beacon.username.toLowerCase());
  if (!profile || !toBool(profile.isActive)) return { counted: false, issueVisitorId };
  // The page's hosts looking at it (its owner, a co-host: decision 053) are not visitors.
  if (beacon.signedInUserId && (await hostsPage(deps, beacon.signedInUserId, profile.id))) return { counted: false, issueVisitorId };

  const key = (kind: string, value: string) => createHmac('sha256', config.sessionSecret).update(`${kind}\n${value}`).digest('base64url');
  const visitorKey = beacon.visitorId
    ? key('cookie', beacon.visitorId)
    : key('fingerprint', `${beacon.ip}\n${beacon.userAgent ?? ''}`);
  const counted = await db.transaction().execute(async (trx) => {
    const claimed = await claimVisit(trx, { profileId: profile.id, visitorKey, now, countedSince: now - WINDOW_MS });
    if (!claimed) return false;
    // The cookie given now is what this browser shows next time: it has just been counted too.
    if (issueVisitorId) await rememberVisitor(trx, { profileId: profile.id, visitorKey: key('cookie', issueVisitorId), now });
    await addView(trx, { profileId: profile.id, day: new Date(now).toISOString().slice(0, 10), bucketStart: now - (now % BUCKET_MS) });
    return true;
  });
  if (now >= nextSweepAt) {
    nextSweepAt = now + SWEEP_EVERY_MS;
    await sweepPageViewState(db, now - WINDOW_MS, now - BUCKET_KEEP_MS);
  }
  return { counted, issueVisitorId };
}
