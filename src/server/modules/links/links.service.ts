import { LINK_MSG, LINKS_MAX, type CustomLinkInput, type SocialLinkInput } from '../../../shared/links.texts.js';
import type { CustomLink, SocialLink } from '../../../shared/profile.types.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import {
  countLinks,
  deleteLink,
  findSocialLinkByPlatform,
  insertCustomLink,
  insertSocialLink,
  listCustomLinks,
  listSocialLinks,
} from './links.repository.js';

export async function getCustomLinks(deps: AppDeps, userId: string): Promise<CustomLink[]> {
  const profile = await requireOwnProfileRow(deps, userId);
  return listCustomLinks(deps.db, profile.id);
}

export async function addCustomLink(deps: AppDeps, userId: string, input: CustomLinkInput): Promise<CustomLink> {
  const profile = await requireOwnProfileRow(deps, userId);
  const count = await countLinks(deps.db, 'customLinks', profile.id);
  if (count >= LINKS_MAX.custom) throw AppError.badRequest(LINK_MSG.tooManyLinks);
  const row = { id: newId(), profileId: profile.id, title: input.title, url: input.url, sortOrder: input.order ?? count, createdAt: Date.now() };
  await insertCustomLink(deps.db, row);
  return { id: row.id, title: row.title, url: row.url, order: row.sortOrder };
}

export async function getSocialLinks(deps: AppDeps, userId: string): Promise<SocialLink[]> {
  const profile = await requireOwnProfileRow(deps, userId);
  return listSocialLinks(deps.db, profile.id);
}

/** One link per platform: a second one for the same platform is a 409. */
export async function addSocialLink(deps: AppDeps, userId: string, input: SocialLinkInput): Promise<SocialLink> {
  const profile = await requireOwnProfileRow(deps, userId);
  if (await findSocialLinkByPlatform(deps.db, profile.id, input.platform)) throw AppError.conflict(LINK_MSG.platformTaken);
  const count = await countLinks(deps.db, 'socialLinks', profile.id);
  if (count >= LINKS_MAX.social) throw AppError.badRequest(LINK_MSG.tooManyLinks);
  const row = { id: newId(), profileId: profile.id, platform: input.platform, url: input.url, sortOrder: count, createdAt: Date.now() };
  await insertSocialLink(deps.db, row);
  return { id: row.id, platform: row.platform, url: row.url };
}

/** 404 for an unknown id and for another creator's link alike, so ids of others reveal nothing. */
export async function removeLink(deps: AppDeps, userId: string, kind: 'custom' | 'social', id: string): Promise<void> {
  const profile = await requireOwnProfileRow(deps, userId);
  const removed = await deleteLink(deps.db, kind === 'custom' ? 'customLinks' : 'socialLinks', profile.id, id);
  if (removed === 0) throw AppError.notFound('Link not found');
}
