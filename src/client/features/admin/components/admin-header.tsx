import { Languages, LogOut, ShieldCheck } from 'lucide-react';
import { LanguageOptions } from '../../../components/language-options.js';
import { useId } from 'react';
import type { AdminUser } from '../../../../shared/admin.types.js';
import { toLanguage } from '../../../../shared/i18n/languages.js';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useAdminLogout } from '../api/admin-logout.js';
import { useUpdateAdminLanguage } from '../api/update-admin-language.js';

export function AdminHeader({ admin, testMode }: { admin: AdminUser; testMode: boolean }) {
  const { t } = useAppT();
  const logout = useAdminLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandMark asText className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span className="truncate text-sm font-semibold" title={admin.username} dir="ltr">
            {admin.username}
          </span>
          {admin.isSuperAdmin && (
            <Badge variant="default" className="shrink-0">
              <ShieldCheck className="size-3" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('admin.header.superAdmin')}</span>
            </Badge>
          )}
          {testMode && (
            <Badge variant="outline" className="hidden shrink-0 sm:inline-flex">
              {t('admin.header.testMode')}
            </Badge>
          )}
          <AdminLanguageSelect admin={admin} />
          <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="sr-only sm:not-sr-only">{t('admin.header.logout')}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}

/**
 * The admin's own language for this area (docs/decisions/056): 'Same as this browser' or one of ours, each named in itself. The
 * area switches as soon as the server has saved it, without a reload.
 */
function AdminLanguageSelect({ admin }: { admin: AdminUser }) {
  const { t } = useAppT();
  const id = useId();
  const update = useUpdateAdminLanguage();
  const chosen = update.isPending ? update.variables : admin.language;
  return (
    <div className="relative flex shrink-0 items-center">
      <label htmlFor={id} className="sr-only">
        {t('admin.header.language')}
      </label>
      <Languages className="pointer-events-none absolute start-2 size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        value={chosen ?? ''}
        disabled={update.isPending}
        onChange={(event) => update.mutate(toLanguage(event.target.value))}
        className="h-9 w-[7.5rem] truncate rounded-lg border border-input bg-card ps-7 pe-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-52"
      >
        <option value="">{t('admin.header.sameAsBrowser')}</option>
        <LanguageOptions />
      </select>
    </div>
  );
}
