import { formatCalendarDate } from '../../../shared/calendar-date.js';
import { directionOf, type Language } from '../../../shared/i18n/languages.js';
import { LIMITS } from '../../../shared/limits.js';
import { mediaUrl } from '../../../shared/media-url.js';
import { guestT } from '../../lib/server-texts.js';
import { escapeHtml } from '../../mail/html.js';
import type { ListenPageData } from './listen.service.js';

/**
 * The listen page, written whole by the server: no script (the CSP allows only this site's files, and none is
 * needed), styles in one <style> block (the CSP allows inline styles), media from this site. It wears the host's
 * page as guests saw it at /{username}: the background image or video under the overlay colour at the main pages'
 * opacity (docs/product-spec.md, section 9), the text theme, the host's name and picture.
 */

const FONT = `ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif`;
const DISPLAY = `"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,Cambria,"Times New Roman",serif`;

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{min-height:100vh;min-height:100dvh;font-family:${FONT};color:#1c1917;-webkit-text-size-adjust:100%;
display:flex;flex-direction:column;align-items:center;justify-content:center;padding:32px 16px;position:relative}
.theme-white{background:#1c1917}
.theme-black{background:#fff1f2}
.bg{position:fixed;inset:0;overflow:hidden;z-index:-1}
.bg>*{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.bg .fallback-light{background:linear-gradient(135deg,#be123c,#881337 55%,#1c1917)}
.bg .fallback-dark{background:linear-gradient(135deg,#fff1f2,#fffbeb 50%,#ffe4e6)}
.host{display:flex;flex-direction:column;align-items:center;text-align:center;margin-bottom:20px;max-width:28rem}
.theme-white .host{color:#fff;text-shadow:0 1px 3px rgb(0 0 0/.45)}
.theme-black .host{color:#1c1917}
.avatar{width:88px;height:88px;border-radius:50%;object-fit:cover;border:4px solid rgb(255 255 255/.8);box-shadow:0 10px 25px rgb(0 0 0/.25)}
.host p{margin:12px 0 0;font-family:${DISPLAY};font-size:1.6rem;font-weight:600;letter-spacing:-.01em;overflow-wrap:anywhere}
main{width:100%;max-width:28rem;background:rgb(255 255 255/.94);border-radius:24px;padding:28px 22px 24px;
box-shadow:0 20px 50px rgb(0 0 0/.28);text-align:center}
h1{font-family:${DISPLAY};font-size:1.45rem;line-height:1.25;margin:0 0 8px;overflow-wrap:anywhere}
.when{margin:0;color:#57534e;font-size:.95rem}
.length{margin:4px 0 20px;color:#57534e;font-size:.85rem}
audio{width:100%;display:block}
footer{margin-top:20px;font-size:.8rem}
.theme-white footer{color:rgb(255 255 255/.85);text-shadow:0 1px 2px rgb(0 0 0/.4)}
.theme-black footer{color:#57534e}
@media (min-width:640px){main{padding:36px 32px 30px}h1{font-size:1.7rem}.avatar{width:112px;height:112px}.host p{font-size:2rem}}`;

function head(title: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`;
}

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

function background(profile: ListenPageData['profile']): string {
  const light = profile.textTheme !== 'black';
  const parts = [`<div class="${light ? 'fallback-light' : 'fallback-dark'}"></div>`];
  const video = profile.backgroundType === 'video' ? mediaUrl(profile.backgroundVideoPath) : null;
  const image = video ? null : mediaUrl(profile.backgroundImagePath);
  // Muted and inline, so phones play it without a script or a tap, as the guest page's background does.
  if (video) parts.push(`<video src="${escapeHtml(video)}" muted autoplay loop playsinline preload="auto"></video>`);
  if (image) parts.push(`<img src="${escapeHtml(image)}" alt="" decoding="async">`);
  const colour = HEX_COLOUR.test(profile.overlayColor) ? profile.overlayColor : '#000000';
  parts.push(`<div style="background-color:${colour};opacity:${LIMITS.overlayOpacity}"></div>`);
  return `<div class="bg" aria-hidden="true">${parts.join('')}</div>`;
}

/** When the guest left it: the book's English words in English, the language's own (Intl) in the others. */
function when(data: ListenPageData, language: Language): string {
  if (language === 'en') return data.when;
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: data.timeZone }).format(data.at);
}

/** One message's page, in the listener's language: the host's name and picture, the guest's name, when, how long, and a player. */
export function listenPage(data: ListenPageData, audioUrl: string, language: Language): string {
  const t = guestT(language);
  const { profile } = data;
  // 'A Guest' as the book printed it, in the listener's language.
  const guestName = data.guestName === guestT('en')('listen.aGuest') ? t('listen.aGuest') : data.guestName;
  const picture = mediaUrl(profile.profileImagePath);
  const theme = profile.textTheme === 'black' ? 'theme-black' : 'theme-white';
  const host = data.hostName;
  const avatar = picture ? `<img class="avatar" src="${escapeHtml(picture)}" alt="${escapeHtml(t('listen.hostPicture', { host }))}">` : '';
  return `${head(t('listen.title', { guest: guestName, host }), language)}
<body class="${theme}">${background(profile)}
<header class="host">${avatar}<p>${escapeHtml(t('listen.forHost', { host }))}</p></header>
<main>
<h1>${escapeHtml(t('listen.heading', { guest: guestName }))}</h1>
<p class="when"><time datetime="${escapeHtml(data.createdAt)}">${escapeHtml(when(data, language))}</time></p>
<p class="length">${escapeHtml(t('listen.length', { clock: data.duration }))}</p>
<audio dir="ltr" controls preload="metadata" src="${escapeHtml(audioUrl)}" aria-label="${escapeHtml(t('listen.playerLabel', { guest: guestName }))}">${escapeHtml(t('listen.cannotPlay'))}</audio>
</main>
<footer>${escapeHtml(t('listen.poweredBy'))}</footer>
</body></html>`;
}

/** What every link that opens nothing answers: one page for every reason, so a link tells nothing about the others. */
export function listenNotFoundPage(language: Language): string {
  const t = guestT(language);
  return `${head(t('listen.notFoundTitle'), language)}
<body class="theme-white"><div class="bg" aria-hidden="true"><div class="fallback-light"></div></div>
<main><h1>${escapeHtml(t('listen.notFoundTitle'))}</h1><p class="when">${escapeHtml(t('listen.notFoundBody'))}</p></main>
<footer>${escapeHtml(t('listen.poweredBy'))}</footer>
</body></html>`;
}

/** A valid link of a page whose time capsule is sealed (decision 052): when it opens, in the listener's language. */
export function listenSealedPage(sealedUntil: string, language: Language): string {
  const t = guestT(language);
  const notice = t('capsule.notice', { date: formatCalendarDate(sealedUntil, language) });
  return `${head(notice, language)}
<body class="theme-white"><div class="bg" aria-hidden="true"><div class="fallback-light"></div></div>
<main><h1>${escapeHtml(notice)}</h1></main>
<footer>${escapeHtml(t('listen.poweredBy'))}</footer>
</body></html>`;
}
