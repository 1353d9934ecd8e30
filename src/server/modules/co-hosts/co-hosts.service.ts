import type { CoHostsOverview, HostedPageSummary, InvitationInfo, PendingInvitation } from '../../../shared/co-hosts.schemas.js';
import { INVITATION_DAYS, MAX_CO_HOSTS, MAX_INVITATIONS_PER_DAY } from '../../../shared/co-hosts.limits.js';
import { CO_HOST_MSG } from '../../../shared/co-hosts.texts.js';
import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashToken, newId, newToken } from '../../ids.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { findUserById } from '../accounts/accounts.repository.js';
import { personName } from '../accounts/person-name.js';
import { type HostedPage, listHostedPages } from '../accounts/page-access.js';
import { renewListenSecret } from '../keepsake/listen.service.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { invitationMail, invitationPath } from './co-host-mails.js';
import {
  acceptInvitationRow,
  countHostsAndInvitations,
  deleteCoHost,
  deleteInvitation,
  deleteUnacceptedInvitations,
  findInvitation,
  insertCoHost,
  insertInvitation,
  listOpenInvitations,
  listInvitationMailsSince,
  listPageHosts,
  recordInvitationMail,
} from './co-hosts.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(Number(ms)).toISOString();
const fullName = (u: { firstName: string | null; lastName: string | null; email?: string }) => personName(u) || u.email || '';

/** A page's hosts for its Co-hosts card; only its owner sees the invitations not yet accepted. */
export async function coHostsOverview({ db, now }: AppDeps, page: HostedPage): Promise<CoHostsOverview> {
  const { owner, coHosts } = await listPageHosts(db, page.profileId);
  const hosts = [
    ...(owner ? [{ ...owner, role: 'owner' as const, listenLinksSeenAt: null }] : []),
    ...coHosts.map((c) => ({ ...c, role: 'co-host' as const })),
  ].map((h) => ({ userId: h.userId, name: fullName(h), email: h.email, role: h.role, since: iso(h.since), hasListenLinks: h.listenLinksSeenAt != null }));
  const invitations: PendingInvitation[] =
    page.role === 'owner'
      ? (await listOpenInvitations(db, page.profileId, now())).map((i) => ({ id: i.id, email: i.email, createdAt: iso(i.createdAt), expiresAt: iso(i.expiresAt) }))
      : [];
  return { role: page.role, hosts, invitations };
}

/**
 * The owner invites someone by email: one link that works once for 7 days, mailed now. A new invitation to the same
 * address replaces the one before it. Nothing is stored when the mail could not be sent.
 */
export async function inviteCoHost(deps: AppDeps, page: HostedPage, inviterId: string, email: string): Promise<PendingInvitation> {
  const { db, now } = deps;
  const at = now();
  const [profile, inviter] = await Promise.all([findProfileById(db, page.profileId), findUserById(db, inviterId)]);
  if (!profile) throw AppError.refuse(404, 'profile_not_found');
  // The platform mails on the owner's word only once the owner's own address is proven (docs/decisions/065).
  if (!inviter || !toBool(inviter.isEmailVerified)) throw AppError.refuse(403, 'co_host_verify_to_invite');
  const { owner, coHosts } = await listPageHosts(db, page.profileId);
  if (owner?.email.toLowerCase() === email) throw AppError.refuse(400, 'co_host_invite_self', 'email');
  if (coHosts.some((c) => c.email.toLowerCase() === email)) throw AppError.refuse(409, 'co_host_already_co_host');
  // At most MAX_INVITATIONS_PER_DAY mails a page a day, and one a day to an address: counted from the mails sent, as
  // withdrawing or replacing an invitation deletes its row.
  const sent = await listInvitationMailsSince(db, page.profileId, at - DAY_MS);
  if (sent.some((m) => m.email === email)) throw AppError.refuse(429, 'co_host_invited_today');
  if (sent.length >= MAX_INVITATIONS_PER_DAY) throw AppError.refuse(429, 'co_host_invitations_today');
  await deleteUnacceptedInvitations(db, page.profileId, email);
  if ((await countHostsAndInvitations(db, page.profileId, at)) >= MAX_CO_HOSTS) throw AppError.refuse(409, 'co_host_too_many_co_hosts');
  const token = newToken();
  const row = {
    id: newId(),
    creatorProfileId: page.profileId,
    email,
    tokenHash: hashToken(token),
    invitedBy: inviterId,
    createdAt: at,
    expiresAt: at + INVITATION_DAYS * DAY_MS,
    acceptedAt: null,
    acceptedBy: null,
  };
  await insertInvitation(db, row);
  const link = `${deps.config.publicUrl.replace(/\/+$/, '')}${invitationPath(token)}`;
  try {
    // The page's language: the invitee may have no account yet, so no language of their own.
    await deps.mailer.send(invitationMail(email, inviter ? fullName(inviter) : profile.displayName, profile.displayName, link, mailLanguage(profile.language)));
  } catch (err) {
    await deleteInvitation(db, page.profileId, row.id);
    throw err;
  }
  await recordInvitationMail(db, page.profileId, email, at, at - DAY_MS);
  return { id: row.id, email, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) };
}

export async function withdrawInvitation({ db }: AppDeps, page: HostedPage, id: string): Promise<void> {
  if (!(await deleteInvitation(db, page.profileId, id))) throw AppError.notFound();
}

/**
 * Ends a co-host's access at once (every request checks it, the recordings' too). The owner removes any co-host; a
 * co-host may only leave; nobody removes the owner. A co-host who was handed the listen links (the list or the book)
 * takes them along: the page's listen secret is renewed, so those links stop opening (docs/decisions/067).
 */
export async function removeCoHost(deps: AppDeps, page: HostedPage, actorId: string, userId: string): Promise<void> {
  if (userId === page.ownerId) throw AppError.refuse(403, 'co_host_owner_cannot_be_removed');
  if (page.role !== 'owner' && userId !== actorId) throw AppError.refuse(403, 'co_host_only_owner');
  const removed = await deleteCoHost(deps.db, page.profileId, userId);
  if (!removed) throw AppError.refuse(404, 'co_host_not_co_host');
  if (removed.listenLinksSeenAt != null) await renewListenSecret(deps, page.profileId);
}

const statusOf = (row: { acceptedAt: number | null; expiresAt: number }, at: number): InvitationInfo['status'] =>
  row.acceptedAt != null ? 'used' : Number(row.expiresAt) <= at ? 'expired' : 'open';

/** What /invite/{token} shows before anyone signs in. */
export async function invitationInfo({ db, now }: AppDeps, token: string): Promise<InvitationInfo> {
  const row = await findInvitation(db, hashToken(token));
  if (!row) throw AppError.refuse(404, 'co_host_invitation_not_found');
  return {
    displayName: row.displayName,
    username: row.username,
    invitedBy: fullName({ firstName: row.inviterFirstName, lastName: row.inviterLastName }) || row.displayName,
    email: row.email,
    status: statusOf(row, now()),
  };
}

/**
 * The invitee accepts, signed in with the address the invitation was sent to (a forwarded link is refused). The
 * invitation is spent and the co-host added in one transaction, so two clicks cannot both spend it.
 */
export async function acceptInvitation({ db, now }: AppDeps, user: { id: string; email: string }, token: string): Promise<HostedPageSummary> {
  const row = await findInvitation(db, hashToken(token));
  if (!row) throw AppError.refuse(404, 'co_host_invitation_not_found');
  const at = now();
  const status = statusOf(row, at);
  if (status === 'used') throw AppError.refuse(410, 'co_host_invitation_used');
  if (status === 'expired') throw AppError.refuse(410, 'co_host_invitation_expired');
  if (user.email.toLowerCase() !== row.email) throw AppError.forbidden(CO_HOST_MSG.wrongAccount(row.email));
  if (user.id === row.ownerId) throw AppError.refuse(409, 'co_host_own_page');
  // Signing up with an address proves nothing: whoever holds the link could register it. Only a verified address
  // accepts (docs/decisions/065).
  const account = await findUserById(db, user.id);
  if (!account || !toBool(account.isEmailVerified)) throw AppError.refuse(403, 'co_host_verify_to_accept');
  const accepted = await db.transaction().execute(async (trx) => {
    if (!(await acceptInvitationRow(trx, row.id, user.id, at))) return false;
    await insertCoHost(trx, row.creatorProfileId, user.id, at);
    return true;
  });
  if (!accepted) throw AppError.refuse(410, 'co_host_invitation_used');
  return { profileId: row.creatorProfileId, username: row.username, displayName: row.displayName, role: 'co-host', current: true };
}

/** The dashboard's page switcher: every page the account hosts, the one this request acts on marked. */
export async function hostedPages(deps: AppDeps, userId: string, current: HostedPage | null): Promise<HostedPageSummary[]> {
  const pages = await listHostedPages(deps, userId);
  return pages.map((p) => ({ profileId: p.profileId, username: p.username, displayName: p.displayName, role: p.role, current: p.profileId === current?.profileId }));
}

