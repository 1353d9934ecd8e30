import { Search } from 'lucide-react';
import type { Ref } from 'react';
import type { AdminUserView } from '../../../../shared/admin.types.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { useUpdateUserStatus } from '../api/update-user-status.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';
import { formatNumber } from '../../../lib/format-intl.js';
import { UserRow } from './user-row.js';

/** The table's columns in order; figures and actions line up at the end (the right, or the left in Arabic). */
const COLUMNS: Array<{ label: AppKey; end?: boolean }> = [
  { label: 'admin.users.columns.user' },
  { label: 'admin.users.columns.username' },
  { label: 'admin.users.columns.authMethod' },
  { label: 'admin.users.columns.status' },
  { label: 'admin.users.columns.voiceMessages', end: true },
  { label: 'admin.users.columns.subscribers', end: true },
  { label: 'admin.users.columns.pageViews', end: true },
  { label: 'admin.users.columns.actions', end: true },
];

export function UsersTable({
  users,
  total,
  offset,
  pageSize,
  search,
  onSearch,
  onPage,
  onDetails,
  isLoading,
  emptyText,
  headingRef,
}: {
  users: AdminUserView[];
  total: number;
  offset: number;
  pageSize: number;
  search: string;
  onSearch: (q: string) => void;
  onPage: (offset: number) => void;
  onDetails: (userId: string) => void;
  isLoading: boolean;
  emptyText: string;
  /** Where focus lands when the row it came from is gone (a deleted account). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, language } = useAppT();
  const status = useUpdateUserStatus();
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + users.length, total);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle ref={headingRef} tabIndex={-1} className="focus:outline-none">
          {t('admin.users.title')}
        </CardTitle>
        <label className="relative w-full sm:max-w-xs">
          <span className="sr-only">{t('admin.users.searchLabel')}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={t('admin.users.searchPlaceholder')} className="ps-9" />
        </label>
      </CardHeader>
      {/* A table from md up; below, each row stacks into a card with its cells' labels (user-row.tsx), so a phone
          neither scrolls sideways nor loses the actions at the far end. */}
      <div className="border-t border-border md:overflow-x-auto">
        <table className="w-full text-sm md:min-w-[900px]" aria-busy={isLoading}>
          <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground max-md:sr-only">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.label} scope="col" className={`px-3 py-3 font-semibold ${c.end ? 'text-end' : 'text-start'}`}>
                  {t(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                onDetails={() => onDetails(u.id)}
                onToggle={() => status.mutate({ userId: u.id, isActive: !u.profile?.isActive })}
                toggling={status.isPending && status.variables?.userId === u.id}
              />
            ))}
          </tbody>
        </table>
      </div>
      {users.length === 0 && (
        // Outside the wide table, so a phone shows it without scrolling sideways.
        <p className="border-t border-border px-4 py-10 text-center text-sm text-muted-foreground">{isLoading ? t('admin.users.loading') : emptyText}</p>
      )}
      <div className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm sm:flex-row">
        <p className="text-muted-foreground" aria-live="polite">
          {t('admin.users.range', { from: formatNumber(from, language), to: formatNumber(to, language), total: formatNumber(total, language) })}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => onPage(Math.max(0, offset - pageSize))} disabled={offset === 0 || isLoading}>
            {t('admin.users.previous')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onPage(offset + pageSize)} disabled={offset + pageSize >= total || isLoading}>
            {t('admin.users.next')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
