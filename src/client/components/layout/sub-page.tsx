import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.js';
import { useAppT } from '../../lib/i18n/app-texts.js';

/**
 * The content of a creator sub-page inside the host layout (its top bar and navigation): a back link
 * (docs/product-spec.md, section 2: to /admin), the page heading, then the content. `actions` sits to the right of the
 * heading on wide screens.
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
    <main className={cn('px-4 py-5 sm:px-6 md:px-0 md:py-8', className)}>
      <Link
        to={backTo}
        className="-ms-2 mb-3 inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {backLabel ?? t('common.backToDashboard')}
      </Link>
      <div className="mb-6 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}
