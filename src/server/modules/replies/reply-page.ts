import { directionOf, type Language } from '../../../shared/i18n/languages.js';
import { guestT } from '../../lib/server-texts.js';
import { brandPage, escapeHtml } from '../../mail/html.js';
import { pageLook, type PageTheme } from '../../../shared/page-design.js';

const page = (language: Language) => ({ lang: language, dir: directionOf(language), footer: guestT(language)('listen.poweredBy') });

/** The host's page as the reply shows it: their picture ('/objects/...', served while the page is live) and theme. */
export interface ReplyLook {
  picture: string | null;
  theme: PageTheme | null;
}

/**
 * The public page a reply mail links to: the host's name and a player for the reply, in the guest's language, on the
 * host's own page background with their picture (docs/decisions/080), not a look of its own.
 */
export function replyPage(hostName: string, audioUrl: string, language: Language, look: ReplyLook = { picture: null, theme: null }): string {
  const t = guestT(language);
  const title = t('reply.title', { host: hostName });
  const theme = pageLook(look.theme);
  const picture = look.picture?.startsWith('/objects/')
    ? `<img class="host" src="${escapeHtml(look.picture)}" alt="${escapeHtml(t('listen.hostPicture', { host: hostName }))}" width="96" height="96">`
    : '';
  return brandPage(
    title,
    `${picture}<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('reply.pressPlay'))}</p>
<audio dir="ltr" controls preload="metadata" src="${escapeHtml(audioUrl)}">${escapeHtml(t('reply.cannotPlay'))}</audio>`,
    { ...page(language), background: theme.background, headingFont: theme.headingFont },
  );
}

export function replyNotFoundPage(language: Language): string {
  const t = guestT(language);
  return brandPage(t('reply.notFoundTitle'), `<h1>${escapeHtml(t('reply.notFoundTitle'))}</h1><p>${escapeHtml(t('reply.notFoundBody'))}</p>`, page(language));
}
