import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { TooltipProvider } from '../ui/tooltip.js';

/**
 * The frame of every creator sub-page: a back link (spec: to /admin), the page heading, then the content.
 * `actions` sits to the right of the heading on wide screens.
 */
export function SubPage({
  title,
  description,
  backTo = '/admin',
  backLabel,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useAppT();
  return (
    <TooltipProvider>
      <div className="min-h-dvh">
        <header className="border-b border-border bg-card/80 backdrop-blur">
          <div className="mx-auto flex h-14 max-w-5xl items-center px-4 sm:px-6">
            <Link
              to={backTo}
              className="inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {backLabel ?? t('common.backToDashboard')}
            </Link>
          </div>
        </header>
        <main className={cn('mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10', className)}>
          <div className="mb-6 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
            <div className="space-y-1">
              <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
              {description && <p className="text-muted-foreground">{description}</p>}
            </div>
            {actions}
          </div>
          {children}
        </main>
      </div>
    </TooltipProvider>
  );
}
