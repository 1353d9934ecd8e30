import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { HostedPage } from './page-access.js';

/**
 * When a co-host was first handed the page's listen links (the list, the revoke call or the book): removing that
 * co-host then renews the page's listen secret (docs/decisions/067). Kept in accounts, below both, so that the
 * keepsake, which hands the links out, and the co-hosts module, which removes co-hosts, need not import each other.
 */
export async function markListenLinksSeen(db: Kysely<DB>, profileId: string, userId: string, at: number): Promise<void> {
  await db
    .updateTable('coHosts')
    .set({ listenLinksSeenAt: at })
    .where('creatorProfileId', '=', profileId)
    .where('userId', '=', userId)
    .where('listenLinksSeenAt', 'is', null)
    .execute();
}

/** Notes that the co-host making this call is handed the page's listen links (the list or the book): decision 067. */
export async function noteListenLinksHanded(deps: Pick<AppDeps, 'db'>, page: HostedPage | null, userId: string): Promise<void> {
  if (page?.role === 'co-host') await markListenLinksSeen(deps.db, page.profileId, userId, Date.now());
}
