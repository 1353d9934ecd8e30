import { createHash } from 'node:crypto';
import { PARTY_LIMITS, PARTY_SECRET, type PartyFeed } from '../../../shared/party.schemas.js';
import { toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { isPasswordOn } from '../gallery/gallery-access.js';
import { pageUrl, shortUrl } from '../keepsake/table-cards.service.js';
import { sealAt } from '../capsule/capsule.js';
import { readPrompts } from '../profiles/profiles.service.js';
import { signedObjectPath } from '../media/signed-object-urls.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import { findPartyScreenBySecret, newestPhotos, recentMessageNames } from './party.repository.js';

/**
 * What an open party screen shows (docs/decisions/081), read by its secret alone: null (the route's 404) for a wrong,
 * rotated or switched-off secret and for a hidden or suspended page. Names only of guests who ticked the box (with
 * the photo they sent, while photos are on: decision 082), none
 * while the capsule is sealed (its count stays); photos only while switched on and the gallery has no password;
 * never an email, a recording or a message's words. At most three indexed reads, whatever the page's size.
 */
export async function readPartyFeed(deps: AppDeps, secret: string): Promise<PartyFeed | null> {
  if (!PARTY_SECRET.test(secret)) return null;
  const { db } = deps;
  const row = await findPartyScreenBySecret(db, secret);
  if (!row || !toBool(row.isActive) || row.suspendedAt !== null) return null;
  const sealed = sealAt(row, deps.now()) !== null;
  const showNames = toBool(row.showNames);
  const showPhotos = toBool(row.showPhotos);
  const photosOpen = showPhotos && !isPasswordOn(row);
  const [messages, photos] = await Promise.all([
    showNames && !sealed ? recentMessageNames(db, row.profileId, PARTY_LIMITS.recentMessages) : [],
    photosOpen ? newestPhotos(db, row.profileId, PARTY_LIMITS.photos) : [],
  ]);
  const names = messages
    .filter((m) => toBool(m.showNameOnPartyScreen) && m.senderName)
    .slice(0, PARTY_LIMITS.names)
    .map((m) => ({ name: m.senderName!, at: Number(m.createdAt), photo: showPhotos ? photoUrl(deps, m.photoPath) : null }));
  const url = pageUrl(deps, row.username);
  return {
    displayName: row.displayName,
    pageUrl: url,
    shortUrl: shortUrl(url),
    language: row.language,
    messageCount: Number(row.voiceMessages ?? 0),
    sealed,
    names,
    prompts: readPrompts(row.prompts),
    photos: photos.map((p) => ({ id: p.id, url: `/uploads/${p.thumbKey}` })),
    showPhotos,
    showNames,
  };
}

/**
 * A guest's photo beside their name (docs/decisions/082): the screen has no session, so it gets a signed URL of that
 * one photo (decision 067). signedObjectPath rounds the expiry to its step, so the feed's bytes, and its ETag, stay
 * the same between a screen's asks.
 */
function photoUrl(deps: AppDeps, path: string | null): string | null {
  const key = keyFromPath(path);
  return key ? signedObjectPath(deps, key) : null;
}

/** A strong validator of the feed's bytes: an unchanged screen gets a bodiless 304. */
export const feedEtag = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
