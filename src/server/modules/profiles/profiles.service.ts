import { profileImageFields } from '../../../shared/api-aliases.js';
import type { CreateProfileInput, UpdateProfileInput } from '../../../shared/profile.schemas.js';
import type { CreatorProfile, ProfileGreeting, ProfileResponse, PublicProfile } from '../../../shared/profile.types.js';
import { DEFAULT_LANGUAGE, toLanguage } from '../../../shared/i18n/languages.js';
import { EVENT_KINDS, PAGE_THEMES } from '../../../shared/page-design.js';
import { fromBool, isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { newId, newSlug } from '../../ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import {
  findProfileByUserId,
  findProfileByUsername,
  insertProfile,
  updateProfile,
} from './profiles.repository.js';
import { isUsernameHeld } from './released-usernames.repository.js';
import { listCustomLinks, listSocialLinks } from '../links/links.repository.js';
import { enqueueSealedMail, planSealChange } from '../capsule/capsule.js';
import type { HostRole } from '../../../shared/co-hosts.schemas.js';
import { OWNER_ONLY_PROFILE_FIELDS, type OwnerOnlyProfileField } from '../../../shared/host-powers.js';
import { resolveMediaChanges, settleMedia } from './profile-media.js';
import type { ProfileRow, ProfileUpdate } from './profiles.table.js';

export function toProfile(row: ProfileRow): CreatorProfile {
  const backgroundUrl = row.backgroundType === 'video' ? row.backgroundVideoPath : row.backgroundImagePath;
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    bio: row.bio,
    description: row.description,
    isActive: toBool(row.isActive),
    ...profileImageFields(row.profileImagePath),
    gallerySlug: row.gallerySlug,
    galleryQrCodeData: row.galleryQrCodeData,
    galleryPassword: row.galleryPassword,
    galleryPasswordEnabled: toBool(row.galleryPasswordEnabled),
    overlayColor: row.overlayColor,
    overlayOpacity: row.overlayOpacity,
    blurEffect: toBool(row.blurEffect),
    backgroundImagePath: row.backgroundImagePath,
    backgroundVideoPath: row.backgroundVideoPath,
    backgroundUrl: backgroundUrl ?? row.backgroundImagePath ?? row.backgroundVideoPath,
    backgroundType: row.backgroundType,
    textTheme: row.textTheme,
    eventDate: row.eventDate ?? null,
    eventKind: oneOf(EVENT_KINDS, row.eventKind),
    pageTheme: oneOf(PAGE_THEMES, row.pageTheme),
    sealedUntil: row.sealedUntil ?? null,
    sealedOpensAt: row.sealedOpensAt === null || row.sealedOpensAt === undefined ? null : isoTime(Number(row.sealedOpensAt)),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    suspension: row.suspendedAt === null ? null : { since: isoTime(row.suspendedAt), reason: row.suspensionReason },
    prompts: readPrompts(row.prompts),
    greeting: toGreeting(row),
    language: toLanguage(row.language) ?? DEFAULT_LANGUAGE,
    followGuestLanguage: toBool(row.followGuestLanguage),
  };
}

/** A stored choice that is still one of the list's; anything else (a row written by hand) reads as none. */
function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return (list as readonly (string | null | undefined)[]).includes(value) ? (value as T) : null;
}

/** The stored JSON list; anything else (a row written by hand) reads as no questions rather than a broken page. */
export function readPrompts(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function toGreeting(row: ProfileRow): ProfileGreeting | null {
  if (!row.greetingPath || row.greetingDurationMs === null) return null;
  return {
    audioPath: row.greetingPlayablePath ?? row.greetingPath,
    duration: Math.max(1, Math.round(row.greetingDurationMs / 1000)),
    preparing: row.greetingPlayablePath === null,
  };
}

/** The page's settings as a co-host reads them: the gallery's password is the owner's alone, never sent in clear. */
export const forCoHost = (profile: CreatorProfile): CreatorProfile => ({ ...profile, galleryPassword: null });

/** Only what a visitor may see: no owner id, no gallery password or QR payload, nothing of a suspension. */
export function toPublicProfile(row: ProfileRow): PublicProfile {
  const { userId: _u, galleryPassword: _p, galleryQrCodeData: _q, suspension: _s, ...rest } = toProfile(row);
  return rest;
}

export async function getOwnProfile({ db }: AppDeps, userId: string): Promise<CreatorProfile | null> {
  const row = await findProfileByUserId(db, userId);
  return row ? toProfile(row) : null;
}

export async function requireOwnProfileRow({ db }: AppDeps, userId: string): Promise<ProfileRow> {
  const row = await findProfileByUserId(db, userId);
  if (!row) throw AppError.refuse(404, 'profile_not_found');
  return row;
}

export async function createProfile(deps: AppDeps, userId: string, input: CreateProfileInput): Promise<CreatorProfile> {
  const { db } = deps;
  if (await findProfileByUserId(db, userId)) throw AppError.refuse(409, 'profile_exists');
  const now = Date.now();
  if (await isUsernameHeld(db, input.username, now)) throw AppError.refuse(409, 'username_taken');
  const row: ProfileRow = {
    id: newId(),
    userId,
    username: input.username,
    displayName: input.displayName,
    bio: input.bio || null,
    description: null,
    isActive: 1,
    suspendedAt: null,
    suspensionReason: null,
    profileImagePath: null,
    gallerySlug: newSlug(),
    galleryQrCodeData: null,
    galleryPassword: null,
    galleryPasswordEnabled: 0,
    galleryPasswordVersion: 0,
    overlayColor: '#000000',
    overlayOpacity: 40,
    blurEffect: 0,
    backgroundImagePath: null,
    backgroundVideoPath: null,
    backgroundType: null,
    textTheme: 'white',
    eventDate: input.eventDate ?? null,
    eventKind: input.eventKind ?? null,
    pageTheme: null,
    createdAt: now,
    updatedAt: now,
    prompts: '[]',
    greetingId: null,
    greetingPath: null,
    greetingPlayablePath: null,
    greetingDurationMs: null,
    sealedUntil: null,
    sealedOpensAt: null,
    sealedSetAt: null,
    sealedFloor: null,
    sealedBy: null,
    capsuleMailAt: null,
    language: DEFAULT_LANGUAGE,
    followGuestLanguage: 1,
  };
  try {
    await insertProfile(db, row);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The user raced themselves, or someone else holds the name.
    if (await findProfileByUserId(db, userId)) throw AppError.refuse(409, 'profile_exists');
    throw AppError.refuse(409, 'username_taken');
  }
  return toProfile(row);
}

/** Who is saving: the page's owner, or one of its co-hosts (the account's id, for the seal's record). */
export interface ProfileEditor {
  userId: string;
  role: HostRole;
}

/**
 * The owner-only fields (docs/decisions/065) this body would change. Sending a field's stored value is no change (the
 * settings form sends the whole form with every save), so only a real change counts.
 */
function ownerOnlyChanges(current: ProfileRow, input: UpdateProfileInput): OwnerOnlyProfileField[] {
  const changes: Record<OwnerOnlyProfileField, boolean> = {
    username: input.username !== undefined && input.username !== current.username,
    isActive: input.isActive !== undefined && fromBool(input.isActive) !== Number(current.isActive),
    sealedUntil: input.sealedUntil !== undefined && input.sealedUntil !== current.sealedUntil,
    language: input.language !== undefined && input.language !== current.language,
    followGuestLanguage: input.followGuestLanguage !== undefined && fromBool(input.followGuestLanguage) !== Number(current.followGuestLanguage),
  };
  return OWNER_ONLY_PROFILE_FIELDS.filter((f) => changes[f]);
}

/**
 * Saves the page's settings. `userId` is the page's owner (the page's data is keyed by it); `editor` is who saves: a
 * co-host changing an owner-only field is refused (403) before anything is written, the other fields of the same body
 * included.
 */
export async function updateOwnProfile(
  deps: AppDeps,
  userId: string,
  input: UpdateProfileInput,
  editor: ProfileEditor = { userId, role: 'owner' },
): Promise<CreatorProfile> {
  const { db } = deps;
  const current = await requireOwnProfileRow(deps, userId);
  if (editor.role !== 'owner' && ownerOnlyChanges(current, input).length > 0) throw AppError.refuse(403, 'co_host_only_owner');
  const patch: ProfileUpdate = { updatedAt: Date.now() };
  if (input.username !== undefined && input.username !== current.username) {
    const holder = await findProfileByUsername(db, input.username);
    // A deleted account's name is held for its grace period (docs/decisions/069): taken, to everyone.
    if (holder || (await isUsernameHeld(db, input.username, patch.updatedAt!))) throw AppError.refuse(409, 'username_taken');
    patch.username = input.username;
  }
  if (input.displayName !== undefined) patch.displayName = input.displayName;
  if (input.bio !== undefined) patch.bio = input.bio || null;
  if (input.description !== undefined) patch.description = input.description || null;
  if (input.isActive !== undefined) patch.isActive = fromBool(input.isActive);
  if (input.overlayColor !== undefined) patch.overlayColor = input.overlayColor.toLowerCase();
  if (input.overlayOpacity !== undefined) patch.overlayOpacity = input.overlayOpacity;
  if (input.blurEffect !== undefined) patch.blurEffect = fromBool(input.blurEffect);
  if (input.textTheme !== undefined) patch.textTheme = input.textTheme;
  if (input.eventDate !== undefined) patch.eventDate = input.eventDate;
  if (input.eventKind !== undefined) patch.eventKind = input.eventKind;
  if (input.pageTheme !== undefined) patch.pageTheme = input.pageTheme;
  if (input.prompts !== undefined) patch.prompts = JSON.stringify(input.prompts);
  if (input.sealedUntil !== undefined) Object.assign(patch, await planSealChange(deps, current, input.sealedUntil, editor.userId));
  if (input.language !== undefined) patch.language = input.language;
  if (input.followGuestLanguage !== undefined) patch.followGuestLanguage = fromBool(input.followGuestLanguage);
  // Only an admin lifts a suspension: the Profile Status switch cannot publish a suspended page (docs/decisions/039).
  if (patch.isActive === 1 && current.suspendedAt !== null) throw AppError.refuse(403, 'profile_suspended');
  Object.assign(patch, await resolveMediaChanges(deps, userId, current, input));
  try {
    // Publishing is conditional in the statement itself: an admin's suspension landing meanwhile still wins.
    const updated = await updateProfile(db, current.id, patch, { unlessSuspended: patch.isActive === 1 });
    if (!updated) throw AppError.refuse(403, 'profile_suspended');
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.refuse(409, 'username_taken');
    throw err;
  }
  const updated = { ...current, ...patch } as ProfileRow;
  await settleMedia(deps, userId, current, updated);
  if (patch.sealedUntil) await enqueueSealedMail(deps, updated);
  return toProfile(updated);
}

/**
 * The owner's previews (/edit, background settings): the page as guests would see it, whatever its status, so a
 * hidden page can be prepared before it goes live. Only ever the caller's own profile.
 */
export async function getOwnPreview(deps: AppDeps, userId: string): Promise<ProfileResponse> {
  const row = await requireOwnProfileRow(deps, userId);
  return withLinks(deps, row);
}

async function withLinks({ db }: AppDeps, row: ProfileRow): Promise<ProfileResponse> {
  const [socialLinks, customLinks] = await Promise.all([listSocialLinks(db, row.id), listCustomLinks(db, row.id)]);
  return { profile: toPublicProfile(row), socialLinks, customLinks };
}

/** The public page's data; unknown and inactive profiles look the same (404). */
export async function getPublicProfile(deps: AppDeps, username: string): Promise<ProfileResponse> {
  const row = await findProfileByUsername(deps.db, username.toLowerCase());
  if (!row || !toBool(row.isActive)) throw AppError.refuse(404, 'profile_not_found');
  return withLinks(deps, row);
}
