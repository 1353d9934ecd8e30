import { ExternalLink, LogOut, Menu, Pencil, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { PROFILE_UI } from '../../../../shared/profile.texts.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { useLogout } from '../../../lib/api/logout.js';
import { publicPagePath } from '../../../lib/urls.js';

/** View Page, Edit Profile, settings and logout; folded behind a menu button below the md breakpoint. */
export function DashboardTopBar({ username }: { username: string | null }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  const actions = (
    <>
      {username && (
        <Button asChild variant="outline" size="sm" className="justify-start md:justify-center">
          <a href={publicPagePath(username)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View Page
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      )}
      <Button asChild variant="ghost" size="sm" className="justify-start md:justify-center">
        <Link to="/edit">
          <Pencil aria-hidden="true" />
          {PROFILE_UI.editProfile}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm" className="justify-start md:justify-center">
        <Link to="/admin/settings">
          <Settings aria-hidden="true" />
          Settings
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
        Logout
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandMark to="/admin" />
        <nav aria-label="Dashboard" className="hidden items-center gap-2 md:flex">
          {actions}
        </nav>
        <IconButton
          label={open ? 'Close menu' : 'Open menu'}
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
        <nav id="dashboard-menu" aria-label="Dashboard" className="grid grid-cols-1 gap-1 border-t border-border px-4 py-3 md:hidden">
          {actions}
        </nav>
      )}
    </header>
  );
}
