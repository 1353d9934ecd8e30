import { BookHeart, CalendarHeart, Images, MessageCircleHeart, Palette, Share2, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.js';
import { type AppKey, useAppT } from '../../lib/i18n/app-texts.js';
import { screenPaths } from '../../lib/screen-aliases.js';

interface Destination {
  to: string;
  label: AppKey;
  icon: LucideIcon;
  /** The screens that belong to it (the routes of docs/product-spec.md stay where they were; docs/decisions/079). */
  owns: readonly string[];
}

/** The host's six destinations, in the order a couple uses them: their messages first. */
export const HOST_DESTINATIONS: readonly Destination[] = [
  { to: '/admin', label: 'common.hostNav.messages', icon: MessageCircleHeart, owns: [...screenPaths('/admin'), '/admin/messages', '/admin/email-subscribers'] },
  { to: '/admin/share', label: 'common.hostNav.share', icon: Share2, owns: ['/admin/share'] },
  { to: '/admin/keepsake', label: 'common.hostNav.keepsake', icon: BookHeart, owns: ['/admin/keepsake'] },
  { to: '/admin/gallery', label: 'common.hostNav.gallery', icon: Images, owns: ['/admin/gallery'] },
  { to: '/admin/event', label: 'common.hostNav.event', icon: CalendarHeart, owns: ['/admin/event'] },
  { to: '/admin/settings', label: 'common.hostNav.page', icon: Palette, owns: ['/admin/settings', '/admin/background-settings', '/edit', '/admin/website-links'] },
];

const activeDestination = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return HOST_DESTINATIONS.find((d) => d.owns.includes(path))?.to;
};

/**
 * The host's navigation: a column beside the content from the md breakpoint, a bar along the bottom of a phone's
 * screen below it (thumb's reach; every destination one tap away). Logical properties mirror it in Arabic.
 */
export function HostNav() {
  const { t } = useAppT();
  const active = activeDestination(useLocation().pathname);
  return (
    <>
      <nav aria-label={t('common.hostNav.label')} className="hidden md:block">
        <ul className="sticky top-20 grid gap-1 py-10">
          {HOST_DESTINATIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={active === to ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active === to ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav
        aria-label={t('common.hostNav.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] md:hidden"
      >
        <ul className="grid grid-cols-6">
          {HOST_DESTINATIONS.map(({ to, label, icon: Icon }) => (
            <li key={to} className="min-w-0">
              <Link
                to={to}
                aria-current={active === to ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-[11px] font-medium leading-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  active === to ? 'text-primary' : 'text-muted-foreground',
                )}
              >
                <span className={cn('flex h-7 w-11 items-center justify-center rounded-full', active === to && 'bg-accent')}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="max-w-full truncate">{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
