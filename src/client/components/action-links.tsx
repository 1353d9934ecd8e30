import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.js';
import { type AppKey, useAppT } from '../lib/i18n/app-texts.js';

export interface ActionLink {
  to: string;
  label: AppKey;
  hint: AppKey;
  icon: LucideIcon;
}

/** A list of ways to another screen, each an icon, a name, a hint and a chevron: the dashboard's Quick Actions, the Page destination's look card. */
export function ActionLinks({ links, className }: { links: readonly ActionLink[]; className?: string }) {
  const { t } = useAppT();
  return (
    <ul className={cn('grid gap-2', className)}>
      {links.map(({ to, label, hint, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-3 rounded-xl border border-border px-3 py-3 transition-colors hover:border-rose-300 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold">{t(label)}</span>
              <span className="block text-xs text-muted-foreground">{t(hint)}</span>
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

