import { Search } from 'lucide-react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminUserView } from '../../../../shared/admin.types.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { useUpdateUserStatus } from '../api/update-user-status.js';
import { UserRow } from './user-row.js';
import { UI } from '../../../../shared/ui.texts.js';

const RIGHT_ALIGNED = new Set(['Voice Messages', 'Subscribers', 'Page Views', 'Actions']);

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
}) {
  const status = useUpdateUserStatus();
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + users.length, total);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{ADMIN_UI.allUsers}</CardTitle>
        <label className="relative w-full sm:max-w-xs">
          <span className="sr-only">{ADMIN_UI.searchLabel}</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={ADMIN_UI.searchPlaceholder} className="pl-9" />
        </label>
      </CardHeader>
      <div className="overflow-x-auto border-t border-border">
        <table className="w-full min-w-[900px] text-sm" aria-busy={isLoading}>
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {ADMIN_UI.columns.map((c) => (
                <th key={c} scope="col" className={`px-3 py-3 font-semibold ${RIGHT_ALIGNED.has(c) ? 'text-right' : ''}`}>
                  {c}
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
        <p className="border-t border-border px-4 py-10 text-center text-sm text-muted-foreground">{isLoading ? UI.loading : emptyText}</p>
      )}
      <div className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm sm:flex-row">
        <p className="text-muted-foreground" aria-live="polite">
          {from}–{to} of {total.toLocaleString()}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => onPage(Math.max(0, offset - pageSize))} disabled={offset === 0 || isLoading}>
            {ADMIN_UI.previous}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onPage(offset + pageSize)} disabled={offset + pageSize >= total || isLoading}>
            {ADMIN_UI.next}
          </Button>
        </div>
      </div>
    </Card>
  );
}
