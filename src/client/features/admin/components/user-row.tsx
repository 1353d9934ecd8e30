import { ExternalLink } from 'lucide-react';
import type { AdminUserView } from '../../../../shared/admin.types.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { avatarGradient, initials } from '../../../lib/avatar-gradient.js';
import { type AppTranslate, useAppT } from '../../../lib/i18n/app-texts.js';
import { publicPagePath } from '../../../lib/urls.js';
import { formatNumber } from '../../../lib/format-intl.js';

/** How the user signs in: by email in the area's language, the providers by their own names. */
export function authLabel(provider: AdminUserView['authProvider'], t: AppTranslate): string {
  if (provider === 'local') return t('admin.users.authEmail');
  return provider === 'google' ? 'Google' : provider === 'github' ? 'GitHub' : provider;
}

export function fullName(user: Pick<AdminUserView, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function StatusBadge({ user }: { user: AdminUserView }) {
  const { t } = useAppT();
  if (!user.profile) return <Badge variant="outline">{t('admin.users.noProfile')}</Badge>;
  return user.profile.isActive ? (
    <Badge variant="success">{t('admin.users.active')}</Badge>
  ) : (
    <Badge variant="secondary">{t('admin.users.inactive')}</Badge>
  );
}

/** Below md a row is a card: each cell shows its column's name above its value (the table's header is then hidden). */
const cell = 'px-3 py-3 max-md:p-0 max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';
const figure = `${cell} tabular-nums md:text-end`;

export function UserRow({
  user,
  onDetails,
  onToggle,
  toggling,
}: {
  user: AdminUserView;
  onDetails: () => void;
  onToggle: () => void;
  toggling: boolean;
}) {
  const { t, language } = useAppT();
  const name = fullName(user);
  const { profile, stats } = user;
  return (
    <tr className="border-b border-border last:border-0 hover:bg-muted/40 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4">
      <td className="px-3 py-3 max-md:col-span-2 max-md:p-0">
        <div className="flex items-center gap-3">
          <span
            className={`flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-xs font-semibold text-white ${avatarGradient(user.email)}`}
            aria-hidden="true"
          >
            {initials(name)}
          </span>
          <div className="min-w-0 md:max-w-56">
            <p className="truncate font-medium">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
      </td>
      <td className={cell} data-label={t('admin.users.columns.username')}>
        {profile ? (
          <a
            href={publicPagePath(profile.username)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <span dir="ltr">@{profile.username}</span>
            <ExternalLink className="size-3" aria-hidden="true" />
            <span className="sr-only">{t('admin.users.opensInNewTab')}</span>
          </a>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </td>
      <td className={cell} data-label={t('admin.users.columns.authMethod')}>
        <Badge variant="outline">{authLabel(user.authProvider, t)}</Badge>
      </td>
      <td className={cell} data-label={t('admin.users.columns.status')}>
        <StatusBadge user={user} />
      </td>
      <td className={figure} data-label={t('admin.users.columns.voiceMessages')}>
        {formatNumber(stats.voiceMessages, language)}
      </td>
      <td className={figure} data-label={t('admin.users.columns.subscribers')}>
        {formatNumber(stats.emailSubscribers, language)}
      </td>
      <td className={figure} data-label={t('admin.users.columns.pageViews')}>
        {formatNumber(stats.pageViews, language)}
      </td>
      <td className="px-3 py-3 max-md:col-span-2 max-md:p-0">
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
          <Button size="sm" variant="outline" onClick={onDetails} aria-label={`${t('admin.users.details')}: ${name}`}>
            {t('admin.users.details')}
          </Button>
          <Button
            size="sm"
            variant={profile?.isActive ? 'ghost' : 'secondary'}
            onClick={onToggle}
            disabled={!profile || toggling}
            aria-label={`${profile?.isActive ? t('admin.users.deactivate') : t('admin.users.activate')}: ${name}`}
          >
            {profile?.isActive ? t('admin.users.deactivate') : t('admin.users.activate')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
