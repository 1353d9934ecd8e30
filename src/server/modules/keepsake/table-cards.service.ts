import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../../../shared/i18n/languages.js';
import type { PageQrResponse, TableCardTarget, TableCardsQuery } from '../../../shared/table-cards.schemas.js';
import type { AppDeps } from '../../deps.js';
import { pdfFile, type PdfFile } from '../../pdf/pdf-stream.js';
import { galleryUrl } from '../gallery/gallery-settings.service.js';
import { qrDataUrl } from '../gallery/qr-images.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { drawTableCardSheet, TABLE_CARD_SHEETS } from './table-cards-layout.js';
import { serverT } from '../../lib/server-texts.js';

/** The voice guestbook page, from PUBLIC_URL as every link the app hands out (the gallery's, mails). */
export const pageUrl = (deps: AppDeps, username: string) => `${deps.config.publicUrl}/${username}`;

/** A link as people type it: without https:// (or http://). */
export const shortUrl = (url: string) => url.replace(/^https?:\/\//, '');

/** The signed-in host's guestbook link and its QR code (the same PNG, drawn once per URL, as the gallery's). */
export async function pageQr(deps: AppDeps, userId: string): Promise<PageQrResponse> {
  const row = await requireOwnProfileRow(deps, userId);
  const url = pageUrl(deps, row.username);
  return { url, shortUrl: shortUrl(url), qrCodeData: await qrDataUrl(url) };
}

const FILE_NAMES: Record<TableCardTarget, string> = { page: 'guestbook', gallery: 'gallery' };

/** A link that opens its page in `language` (the guest's page and the gallery read ?lang first: decision 055). */
export const withLanguage = (url: string, language: Language) => `${url}?lang=${encodeURIComponent(language)}`;

/**
 * The signed-in host's table cards for their page or gallery, as a PDF made while it is sent. With a language the
 * cards say their words in it and link (QR code and written out) with ?lang=xx, so the page opens in it; without one
 * they speak the page's language and link to the page as it is (its language, or each guest's when it follows them).
 */
export async function tableCardsPdf(deps: AppDeps, userId: string, query: TableCardsQuery): Promise<PdfFile> {
  const row = await requireOwnProfileRow(deps, userId);
  const plainUrl = query.for === 'page' ? pageUrl(deps, row.username) : galleryUrl(deps, row.gallerySlug);
  const url = query.language ? withLanguage(plainUrl, query.language) : plainUrl;
  const language = query.language ?? toLanguage(row.language) ?? DEFAULT_LANGUAGE;
  // The line under the host's name, by what the card links to, in the card's language.
  const instruction = serverT('cards', language)(query.for === 'page' ? 'instructions.page' : 'instructions.gallery');
  const card = { displayName: row.displayName, instruction, url, shortUrl: shortUrl(url) };
  const sheet = TABLE_CARD_SHEETS[query.layout];
  const kind = query.layout === 'a4-four' ? 'table-cards-a4' : 'sign-a5';
  return pdfFile(
    `${row.username}-${FILE_NAMES[query.for]}-${kind}${query.language ? `-${query.language}` : ''}`,
    { size: sheet.size, margin: 0, title: `${row.displayName}: ${instruction}`, author: row.displayName },
    (doc) => drawTableCardSheet(doc, query.layout, card),
  );
}
