import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAND } from '../../../shared/brand.texts.js';
import { directionOf } from '../../../shared/i18n/languages.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from '../../../shared/public-page.types.js';
import { guestT } from '../../lib/server-texts.js';
import { escapeHtml } from '../../mail/html.js';

/** The built guest page (dist/client/public.html) cut at its three placeholders, and its renderer (dist/ssr). */
export interface PublicPageTemplate {
  parts: [beforeHead: string, beforeBody: string, beforeData: string, rest: string];
  renderApp: (page: PublicPageData) => string;
}

/** The built page's opening tag, which each page replaces with its own language and direction. */
const HTML_TAG = /<html[^>]*>/;

/** Both halves of the build (`npm run build`), or null when the client is not built. */
export async function loadPublicPageTemplate(clientDir: string, ssrDir: string): Promise<PublicPageTemplate | null> {
  const htmlFile = path.join(clientDir, 'public.html');
  const rendererFile = path.join(ssrDir, 'public-server.js');
  if (!existsSync(htmlFile) || !existsSync(rendererFile)) return null;
  const html = readFileSync(htmlFile, 'utf8');
  const [beforeHead, afterHead] = html.split('<!--vb-head-->');
  const [beforeBody, afterBody] = (afterHead ?? '').split('<!--vb-body-->');
  const [beforeData, rest] = (afterBody ?? '').split('<!--vb-data-->');
  if (rest === undefined || !HTML_TAG.test(beforeHead!)) {
    throw new Error('dist/client/public.html lacks its placeholders: rebuild with npm run build');
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as { renderPublicApp: PublicPageTemplate['renderApp'] };
  return { parts: [beforeHead!, beforeBody!, beforeData!, rest], renderApp: renderer.renderPublicApp };
}

/** JSON inside a <script> element: no '<' survives, so neither '</script>' nor '<!--' can end or change it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function head(page: PublicPageData, publicUrl: string): string {
  const profile = page.profile?.profile;
  if (!profile) return `<title>${BRAND}</title><meta name="robots" content="noindex" />`;
  const title = `${profile.displayName} · ${BRAND}`;
  const description = profile.bio?.trim() || guestT(page.language)('page.metaDescription', { name: profile.displayName });
  const picture = mediaUrl(profile.profileImagePath);
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  // What a messenger shows when the link is shared (a WhatsApp group, a bio link): the name, the bio, the picture.
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    meta('og:type', 'website'),
    meta('og:title', profile.displayName),
    meta('og:description', description),
    meta('og:url', new URL(`/${profile.username}`, publicUrl).href),
    meta('og:locale', page.language.replace('-', '_')),
    picture ? meta('og:image', new URL(picture, publicUrl).href) : '',
  ].join('\n    ');
}

/**
 * The guest's page with its content already in it: React renders the same tree the browser hydrates (the page's
 * data goes along in the HTML), so name, picture, links and the record button paint before any script has run.
 * `<html lang dir>` says the guest's language, so Arabic lays out right to left before any script runs.
 */
export function renderPublicPage(template: PublicPageTemplate, page: PublicPageData, publicUrl: string): string {
  const body = template.renderApp(page);
  const [beforeHead, beforeBody, beforeData, rest] = template.parts;
  const htmlTag = `<html lang="${page.language}" dir="${directionOf(page.language)}">`;
  const data = `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptJson(page)}</script>`;
  return `${beforeHead.replace(HTML_TAG, htmlTag)}${head(page, publicUrl)}${beforeBody}${body}${beforeData}${data}${rest}`;
}
