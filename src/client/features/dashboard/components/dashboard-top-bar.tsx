import { ExternalLink, LogOut, Menu, Pencil, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { useLogout } from '../../../lib/api/logout.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { cn } from '../../../lib/cn.js';
import { publicPagePath } from '../../../lib/urls.js';

/** View Page, Edit Profile, settings and logout; folded behind a menu button below the md breakpoint. */
export function DashboardTopBar({ username }: { username: string | null }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const { t } = useAppT();

  const actions = (
    <>
      {username && (
        <Button asChild variant="outline" size="sm" className="justify-start md:justify-center">
          <a href={publicPagePath(username)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('dashboard.topBar.viewPage')}
            <span className="sr-only">{t('dashboard.topBar.opensInNewTab')}</span>
          </a>
        </Button>
      )}
      <Button asChild variant="ghost" size="sm" className="justify-start md:justify-center">
        <Link to="/edit">
          <Pencil aria-hidden="true" />
          {t('dashboard.topBar.editProfile')}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm" className="justify-start md:justify-center">
        <Link to="/admin/settings">
          <Settings aria-hidden="true" />
          {t('dashboard.topBar.settings')}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="justify-start md:justify-center"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" />
        {t('dashboard.topBar.logout')}
      </Button>
    </>
  );

  return (
    // Opaque while the phone menu is open: see-through, the page's text showed through its links.
    <header className={cn('sticky top-0 z-40 border-b border-border', open ? 'bg-card shadow-md' : 'bg-card/90 backdrop-blur')}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandMark to="/admin" />
        <nav aria-label={t('dashboard.topBar.navLabel')} className="hidden items-center gap-2 md:flex">
          {actions}
        </nav>
        <IconButton
          label={open ? t('dashboard.topBar.closeMenu') : t('dashboard.topBar.openMenu')}
          variant="ghost"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </IconButton>
      </div>
      {open && (
        <nav id="dashboard-menu" aria-label={t('dashboard.topBar.navLabel')} className="grid grid-cols-1 gap-1 border-t border-border px-4 py-3 md:hidden">
          {actions}
        </nav>
      )}
    </header>
  );
}
