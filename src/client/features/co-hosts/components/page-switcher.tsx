import { useId } from 'react';
import { CO_HOST_UI } from '../../../../shared/co-hosts.texts.js';
import { serverMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useHostedPages, useSetCurrentPage } from '../api/hosted-pages.js';

/**
 * The dashboard's page switcher, for an account that hosts more than one page (its own and those it co-hosts): the
 * choice is the server's (every creator call acts on it), so everything on screen is read again after it.
 */
export function PageSwitcher() {
  const id = useId();
  const { data: pages } = useHostedPages();
  const choose = useSetCurrentPage();
  if (!pages || pages.length < 2) return null;
  const current = pages.find((p) => p.current) ?? pages[0]!;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-muted-foreground">
        {CO_HOST_UI.switcherLabel}
      </label>
      <select
        id={id}
        value={current.profileId}
        disabled={choose.isPending}
        onChange={(e) =>
          choose.mutate(e.target.value, {
            onError: (error) => toast({ title: CO_HOST_UI.switcherLabel, description: serverMessage(error, CO_HOST_UI.switcherLabel), variant: 'destructive' }),
          })
        }
        className="h-10 min-w-0 max-w-full rounded-lg border border-input-border bg-card px-3 text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
      >
        {pages.map((p) => (
          <option key={p.profileId} value={p.profileId}>
            {p.displayName} (@{p.username}) · {p.role === 'owner' ? CO_HOST_UI.yourPage : CO_HOST_UI.coHosting}
          </option>
        ))}
      </select>
    </div>
  );
}
