import { BRAND } from '../../../shared/brand.texts.js';
import type { AppDeps } from '../../deps.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { localDateTime, localDay } from '../../lib/time-zone.js';
import { csvRow } from '../../lib/csv.js';
import { type SubscriberCursor, subscribersAfter } from './subscriber-listing.repository.js';

const PAGE = 1000;
/** Spreadsheet programs read a CSV as UTF-8 (names in any script, emoji) only when it starts with a BOM. */
const BOM = '\uFEFF';
export const CSV_COLUMNS = ['Email', 'Name', 'Date Subscribed', 'Voice Messages Sent'];

/** voxbook-subscribers-YYYY-MM-DD.csv, dated on the creator's calendar. */
export const csvFileName = (timeZone: string, now = Date.now()) => `${BRAND.toLowerCase()}-subscribers-${localDay(timeZone, now).date}.csv`;

/**
 * The host's subscribers as CSV text, newest first, produced page by page (keyset paging) so a list of
 * any length streams out in constant memory. Dates are on the creator's wall clock.
 */
/** Every row of the host's list, newest first, a page at a time (keyset paging: each page costs the same). */
async function* allRows(deps: AppDeps, profileId: string) {
  let cursor: SubscriberCursor | undefined;
  for (;;) {
    const rows = await subscribersAfter(deps.db, profileId, cursor, PAGE);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The host's subscribers as CSV text, produced page by page so a list of any length streams out in
 * constant memory. Dates are on the creator's wall clock.
 */
export async function* ownSubscribersCsv(deps: AppDeps, userId: string, timeZone: string): AsyncGenerator<string> {
  const profile = await requireOwnProfileRow(deps, userId);
  yield BOM + csvRow(CSV_COLUMNS);
  for await (const rows of allRows(deps, profile.id)) {
    yield rows.map((r) => csvRow([r.email, r.senderName ?? '', localDateTime(timeZone, r.createdAt), r.messageCount])).join('');
  }
}

/** Every address, comma-separated, for the screen's "copy all emails" (streamed the same way). */
export async function* ownSubscriberEmails(deps: AppDeps, userId: string): AsyncGenerator<string> {
  const profile = await requireOwnProfileRow(deps, userId);
  let first = true;
  yield '';
  for await (const rows of allRows(deps, profile.id)) {
    yield (first ? '' : ',') + rows.map((r) => r.email).join(',');
    first = false;
  }
}
