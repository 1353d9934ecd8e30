import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { HostRole } from '../../../shared/co-hosts.schemas.js';
import type { AppDeps } from '../../deps.js';
import { precompiled } from '../../db/precompiled.js';
import { AppError } from '../../errors.js';
import { documentGuard } from '../../plugins/api-reference.js';
import { requireUser } from './sessions.plugin.js';

/**
 * Which page a host's calls act on (docs/decisions/053). An account owns at most one page and may co-host others; the
 * dashboard's page switcher writes the chosen page's id into this cookie. It is only a preference: every request checks
 * that the account still hosts that page (a removed co-host's access ends at once), and without it, or when it names a
 * page the account does not host, the account's own page is used, else the page it has co-hosted longest.
 */
export const PAGE_COOKIE = 'vb_page';


export interface HostedPage {
  profileId: string;
  /** The page owner's account: the page's data is keyed by it, so a co-host's calls act as the owner's on this page. */
  ownerId: string;
  role: HostRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    page: HostedPage | null;
  }
}

/**
 * Every page this account may manage, its own first, then those it co-hosts in the order it joined them. Two index
 * lookups in one statement (the page by its owner, the co-hostings by the co-host), whatever the number of pages on
 * the platform: an OR across the join made it a scan of every page (docs/decisions/058).
 */
// Behind every host call (requireHost): compiled once (db/precompiled.ts). Built on each call, the union cost more
// CPU than running it: 89 against 22 µs per call on the bench's largest host (SQLite).
const hostedPages = precompiled((db, { userId }: { userId: string }) => {
  const own = db
    .selectFrom('creatorProfiles as p')
    .select(['p.id as profileId', 'p.userId as ownerId', 'p.username', 'p.displayName', sql<number | null>`null`.as('addedAt'), sql<number>`0`.as('rank')])
    .where('p.userId', '=', userId);
  const coHosted = db
    .selectFrom('coHosts as c')
    .innerJoin('creatorProfiles as p', 'p.id', 'c.creatorProfileId')
    .select(['p.id as profileId', 'p.userId as ownerId', 'p.username', 'p.displayName', 'c.addedAt', sql<number>`1`.as('rank')])
    .where('c.userId', '=', userId);
  return own.unionAll(coHosted).orderBy('rank').orderBy('addedAt');
});

export async function listHostedPages({ db }: Pick<AppDeps, 'db'>, userId: string) {
  const rows = await hostedPages.all(db, { userId });
  return rows.map(({ rank: _rank, ...r }) => ({ ...r, role: (r.ownerId === userId ? 'owner' : 'co-host') as HostRole }));
}

/** The page the account acts on: the chosen one while it still hosts it, else its own, else the first it co-hosts. */
export async function pageOf(deps: Pick<AppDeps, 'db'>, userId: string, chosen: string | undefined): Promise<HostedPage | null> {
  const pages = await listHostedPages(deps, userId);
  const page = pages.find((p) => p.profileId === chosen) ?? pages[0];
  return page ? { profileId: page.profileId, ownerId: page.ownerId, role: page.role } : null;
}

/** Whether this account hosts (owns or co-hosts) the page: for the files a host's inbox and gallery serve outside /api. */
export async function hostsPage({ db }: Pick<AppDeps, 'db'>, userId: string, profileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('creatorProfiles as p')
    .leftJoin('coHosts as c', (j) => j.onRef('c.creatorProfileId', '=', 'p.id').on('c.userId', '=', userId))
    .select('p.id')
    .where('p.id', '=', profileId)
    .where((eb) => eb.or([eb('p.userId', '=', userId), eb('c.userId', '=', userId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Guard for the calls on a page (inbox, replies, gallery, links, settings, exports): 401 without a session, then the
 * page this request acts on. An account without any page passes with `page` null: the call then finds no page of its
 * own, as before co-hosts existed.
 */
export async function requireHost(request: FastifyRequest) {
  await requireUser(request);
  await resolvePage(request);
}
documentGuard(requireHost, { session: 'creatorSession', refusals: [401, 404] });

/** Finds the page a signed-in request acts on (calls open to guests too, such as a host's reply upload). */
export async function resolvePage(request: FastifyRequest) {
  if (request.user) request.page = await pageOf(request.server.deps, request.user.id, request.cookies[PAGE_COOKIE]);
}

/** The page a guarded request acts on; 404 'Profile not found' for an account that hosts none. */
export function currentPage(request: FastifyRequest): HostedPage {
  if (!request.page) throw AppError.refuse(404, 'profile_not_found');
  return request.page;
}

/** The account whose page this request acts on: the page's owner, for its owner and its co-hosts alike. */
export const pageOwnerId = (request: FastifyRequest): string => request.page?.ownerId ?? request.user!.id;

/** Guard for what only a page's owner may do (invite and remove co-hosts): 403 for its co-hosts. */
export async function requirePageOwner(request: FastifyRequest) {
  await requireHost(request);
  if (request.page?.role === 'co-host') throw AppError.refuse(403, 'co_host_only_owner');
}
documentGuard(requirePageOwner, { session: 'creatorSession', refusals: [401, 403, 404] });

export function setPageCookie(deps: Pick<AppDeps, 'config'>, reply: FastifyReply, profileId: string) {
  reply.setCookie(PAGE_COOKIE, profileId, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.secureCookies, maxAge: 400 * 24 * 3600 });
}
