import ExternalLink from 'lucide-react/icons/external-link';
import { useT } from '../../lib/i18n/guest-texts.js';
import { LIMITS } from '../../../shared/limits.js';
import type { CustomLink, SocialLink } from '../../../shared/profile.types.js';
import { cx } from '../../lib/cx.js';
import { safeExternalUrl } from '../../lib/urls.js';
import { PlatformIcon } from './platform-icon.js';

/** The links a page may show: only http(s) ones, capped at 5 social and 8 custom links by default (docs/product-spec.md, section 9). */
export function visibleLinks(
  socialLinks: SocialLink[],
  customLinks: CustomLink[],
  limits: { social: number; custom: number } = { social: LIMITS.socialLinksShown, custom: LIMITS.customLinksShown },
) {
  const social = socialLinks
    .map((l) => ({ ...l, href: safeExternalUrl(l.url) }))
    .filter((l): l is SocialLink & { href: string } => l.href !== null)
    .slice(0, limits.social);
  const custom = [...customLinks]
    .sort((a, b) => a.order - b.order)
    .map((l) => ({ ...l, href: safeExternalUrl(l.url) }))
    .filter((l): l is CustomLink & { href: string } => l.href !== null)
    .slice(0, limits.custom);
  return { social, custom };
}

type Theme = 'white' | 'black';

/** Round badges with the platform's own mark (docs/decisions/080); the full name is the label. */
export function SocialLinkBadges({ links, theme }: { links: Array<SocialLink & { href: string }>; theme: Theme }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-3" aria-label={t('page.socialLinks')}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('page.opensInNewTab', { platform: link.platform })}
            className={cx(
              'flex size-11 items-center justify-center rounded-full border backdrop-blur-md transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
              theme === 'white'
                ? 'border-white/40 bg-white/15 text-white focus-visible:ring-white focus-visible:ring-offset-transparent'
                : 'border-stone-900/30 bg-white/60 text-stone-900 focus-visible:ring-stone-900',
            )}
          >
            <PlatformIcon platform={link.platform} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function CustomLinkButtons({ links, theme }: { links: Array<CustomLink & { href: string }>; theme: Theme }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <ul className="flex w-full flex-col gap-3" aria-label={t('page.links')}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(
              'flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl border px-4 py-3 text-center text-sm font-semibold shadow-sm backdrop-blur-md transition-transform hover:-translate-y-0.5 focus-visible:outline-none focus-visible:ring-2',
              theme === 'white'
                ? 'border-white/35 bg-white/15 text-white hover:bg-white/25 focus-visible:ring-white'
                : 'border-stone-900/20 bg-white/70 text-stone-900 hover:bg-white/85 focus-visible:ring-stone-900',
            )}
          >
            <span className="min-w-0 break-words">{link.title}</span>
            <ExternalLink className="size-3.5 shrink-0 opacity-80" aria-hidden="true" />
            <span className="sr-only">{t('page.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
