import { LINKS_MAX } from '../../../shared/links.limits.js';
import type { CustomLinkInput, SocialLinkInput } from '../../../shared/links.schemas.js';
import type { CustomLink, SocialLink } from '../../../shared/profile.types.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import {
  countLinks,
  deleteLink,
  findSocialLinkByPlatform,
  insertCustomLink,
  insertSocialLink,
  listCustomLinks,
  listSocialLinks,
} from './links.repository.js';

export async function getCustomLinks(deps: AppDeps, profileId: string): Promise<CustomLink[]> {
  return listCustomLinks(deps.db, profileId);
}

export async function addCustomLink(deps: AppDeps, profileId: string, input: CustomLinkInput): Promise<CustomLink> {
  const count = await countLinks(deps.db, 'customLinks', profileId);
  if (count >= LINKS_MAX.custom) throw AppError.refuse(400, 'link_too_many_links');
  const row = { id: newId(), profileId, title: input.title, url: input.url, sortOrder: input.order ?? count, createdAt: Date.now() };
  await insertCustomLink(deps.db, row);
  return { id: row.id, title: row.title, url: row.url, order: row.sortOrder };
}

export async function getSocialLinks(deps: AppDeps, profileId: string): Promise<SocialLink[]> {
  return listSocialLinks(deps.db, profileId);
}

/** One link per platform: a second one for the same platform is a 409. */
export async function addSocialLink(deps: AppDeps, profileId: string, input: SocialLinkInput): Promise<SocialLink> {
  if (await findSocialLinkByPlatform(deps.db, profileId, input.platform)) throw AppError.refuse(409, 'link_platform_taken');
  const count = await countLinks(deps.db, 'socialLinks', profileId);
  if (count >= LINKS_MAX.social) throw AppError.refuse(400, 'link_too_many_links');
  const row = { id: newId(), profileId, platform: input.platform, url: input.url, sortOrder: count, createdAt: Date.now() };
  await insertSocialLink(deps.db, row);
  return { id: row.id, platform: row.platform, url: row.url };
}

/** 404 for an unknown id and for another creator's link alike, so ids of others reveal nothing. */
export async function removeLink(deps: AppDeps, profileId: string, kind: 'custom' | 'social', id: string): Promise<void> {
  const removed = await deleteLink(deps.db, kind === 'custom' ? 'customLinks' : 'socialLinks', profileId, id);
  if (removed === 0) throw AppError.notFound('Link not found');
}
