import { directionOf, type Language } from '../../../shared/i18n/languages.js';
import { guestT } from '../../lib/guest-texts.js';
import { brandPage, escapeHtml } from '../../mail/html.js';

const page = (language: Language) => ({ lang: language, dir: directionOf(language), footer: guestT(language)('listen.poweredBy') });

/** The public page a reply mail links to: the host's name and a player for the reply, in the guest's language. */
export function replyPage(hostName: string, audioUrl: string, language: Language): string {
  const t = guestT(language);
  const title = t('reply.title', { host: hostName });
  return brandPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('reply.pressPlay'))}</p>
<audio dir="ltr" controls preload="metadata" src="${escapeHtml(audioUrl)}">${escapeHtml(t('reply.cannotPlay'))}</audio>`,
    page(language),
  );
}

export function replyNotFoundPage(language: Language): string {
  const t = guestT(language);
  return brandPage(t('reply.notFoundTitle'), `<h1>${escapeHtml(t('reply.notFoundTitle'))}</h1><p>${escapeHtml(t('reply.notFoundBody'))}</p>`, page(language));
}
