import type { GalleryPasswordInput } from '../../../shared/gallery.schemas.js';
import type { GalleryPasswordSettings, GalleryQrResponse } from '../../../shared/gallery.types.js';
import { fromBool, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { changeGalleryPassword, findProfileBySlug, updateGallerySettings } from './gallery.repository.js';
import { qrDataUrl, qrPng } from './qr-images.js';

export const galleryUrl = (deps: AppDeps, slug: string) => `${deps.config.publicUrl}/g/${slug}`;

/** Makes (or remakes, e.g. after PUBLIC_URL changed) the owner's QR code and keeps it on the profile. */
export async function generateQr(deps: AppDeps, userId: string): Promise<GalleryQrResponse> {
  const row = await requireOwnProfileRow(deps, userId);
  const url = galleryUrl(deps, row.gallerySlug);
  let qrCodeData: string;
  try {
    qrCodeData = await qrDataUrl(url);
  } catch {
    throw AppError.refuse(500, 'gallery_qr_failed');
  }
  await updateGallerySettings(deps.db, row.id, { galleryQrCodeData: qrCodeData, updatedAt: Date.now() });
  return { qrCodeData, galleryUrl: url, slug: row.gallerySlug };
}

/**
 * The QR PNG for a slug, for the current public URL (drawn once per URL, qr-images.ts). It only encodes the link
 * the caller already knows, so it needs no session; unknown slugs are 404.
 */
export async function galleryQrPng(deps: AppDeps, slug: string): Promise<{ png: Buffer; username: string }> {
  const row = /^[a-z0-9]{1,64}$/.test(slug) ? await findProfileBySlug(deps.db, slug) : undefined;
  if (!row) throw AppError.refuse(404, 'gallery_not_found');
  return { png: await qrPng(galleryUrl(deps, row.gallerySlug)), username: row.username };
}

export async function getPasswordSettings(deps: AppDeps, userId: string): Promise<GalleryPasswordSettings> {
  const row = await requireOwnProfileRow(deps, userId);
  return { galleryPassword: row.galleryPassword, galleryPasswordEnabled: toBool(row.galleryPasswordEnabled) };
}

/**
 * Stored as given so the owner can read and share it (the dashboard shows it: docs/product-spec.md, section 2). A new
 * password bumps the version, which ends every earlier guest unlock.
 */
export async function setPassword(deps: AppDeps, userId: string, input: GalleryPasswordInput): Promise<GalleryPasswordSettings> {
  const row = await requireOwnProfileRow(deps, userId);
  const password = input.galleryPassword === undefined ? row.galleryPassword : input.galleryPassword || null;
  const patch = { galleryPassword: password, galleryPasswordEnabled: fromBool(input.galleryPasswordEnabled), updatedAt: Date.now() };
  if (input.galleryPasswordEnabled && !password) throw AppError.refuse(400, 'gallery_password_needed_to_enable', 'galleryPassword');
  if (password !== row.galleryPassword) await changeGalleryPassword(deps.db, row.id, patch);
  else await updateGallerySettings(deps.db, row.id, patch);
  return { galleryPassword: password, galleryPasswordEnabled: input.galleryPasswordEnabled };
}
