import { useId } from 'react';
import { Link } from 'react-router';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useHostedPages, useSetCurrentPage } from '../api/hosted-pages.js';

/**
 * The dashboard's page switcher, for an account that hosts more than one page (its own and those it co-hosts): the
 * choice is the server's (every creator call acts on it), so everything on screen is read again after it. An account
 * that only co-hosts is offered a page of its own (/onboarding), which then joins the list.
 */
export function PageSwitcher() {
  const { t } = useAppT();
  const id = useId();
  const { data: pages } = useHostedPages();
  const choose = useSetCurrentPage();
  if (!pages) return null;
  const ownsOne = pages.some((p) => p.role === 'owner');
  const createOwn = !ownsOne && (
    <Link to="/onboarding" className="font-medium text-primary underline-offset-4 hover:underline">
      {t('keepsake.switcher.createOwn')}
    </Link>
  );
  if (pages.length < 2) return createOwn ? <div className="mb-4 text-sm">{createOwn}</div> : null;
  const current = pages.find((p) => p.current) ?? pages[0]!;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-muted-foreground">
        {t('keepsake.switcher.label')}
      </label>
      <select
        id={id}
        value={current.profileId}
        disabled={choose.isPending}
        onChange={(e) =>
          choose.mutate(e.target.value, {
            onError: (error) =>
              toast({ title: t('keepsake.switcher.label'), description: appServerMessage(error, t, t('keepsake.coHosts.changeFailed')), variant: 'destructive' }),
          })
        }
        className="h-10 min-w-0 max-w-full rounded-lg border border-input-border bg-card px-3 text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
      >
        {pages.map((p) => (
          <option key={p.profileId} value={p.profileId}>
            {p.displayName} (@{p.username}) · {p.role === 'owner' ? t('keepsake.switcher.yourPage') : t('keepsake.switcher.coHosting')}
          </option>
        ))}
      </select>
      {createOwn}
    </div>
  );
}
