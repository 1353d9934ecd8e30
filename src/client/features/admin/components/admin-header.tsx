import { LogOut, ShieldCheck } from 'lucide-react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminUser } from '../../../../shared/admin.types.js';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { useAdminLogout } from '../api/admin-logout.js';

export function AdminHeader({ admin, testMode }: { admin: AdminUser; testMode: boolean }) {
  const logout = useAdminLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandMark asText className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span className="truncate text-sm font-semibold" title={admin.username}>
            {admin.username}
          </span>
          {admin.isSuperAdmin && (
            <Badge variant="default" className="shrink-0">
              <ShieldCheck className="size-3" aria-hidden="true" />
              {ADMIN_UI.superAdmin}
            </Badge>
          )}
          {testMode && (
            <Badge variant="outline" className="hidden shrink-0 sm:inline-flex">
              {ADMIN_UI.testMode}
            </Badge>
          )}
          <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{ADMIN_UI.logout}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
