import type { ReactNode } from 'react';
import type { AdminUserDetail } from '../../../../shared/admin.types.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { formatDateTime, formatNumber } from '../../../lib/format-intl.js';
import { authLabel, StatusBadge } from './user-row.js';

export function UserDetailsTab({ user }: { user: AdminUserDetail }) {
  const { t, language } = useAppT();
  const galleryPath = user.profile ? `/g/${user.profile.gallerySlug}` : null;
  const rows: Array<[string, ReactNode]> = [
    [t('admin.details.fields.name'), `${user.firstName} ${user.lastName}`.trim() || '—'],
    [t('admin.details.fields.email'), user.email],
    [t('admin.details.fields.emailVerified'), user.isEmailVerified ? t('admin.details.yes') : t('admin.details.no')],
    [t('admin.details.fields.authMethod'), authLabel(user.authProvider, t)],
    [t('admin.details.fields.googleId'), user.googleId ?? '—'],
    [t('admin.details.fields.githubId'), user.githubId ?? '—'],
    [t('admin.details.fields.joined'), formatDateTime(user.createdAt, language)],
    [t('admin.details.fields.username'), user.profile ? <span dir="ltr">@{user.profile.username}</span> : '—'],
    [t('admin.details.fields.displayName'), user.profile?.displayName ?? '—'],
    [t('admin.details.fields.status'), <StatusBadge key="status" user={user} />],
    [t('admin.details.fields.gallery'), galleryPath ? <span dir="ltr">{galleryPath}</span> : '—'],
    [
      t('admin.details.fields.coHosts'),
      user.coHosts.length ? (
        <ul key="co-hosts" className="grid gap-0.5" aria-label={t('admin.details.fields.coHosts')}>
          {user.coHosts.map((c) => (
            <li key={c.userId}>
              {c.name || c.email} <span className="text-muted-foreground">({c.email})</span>
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
    ],
    [
      t('admin.details.fields.coHostOf'),
      user.coHostOf.length ? (
        <ul key="co-host-of" className="grid gap-0.5" aria-label={t('admin.details.fields.coHostOf')}>
          {user.coHostOf.map((c) => (
            <li key={c.userId}>
              <span dir="ltr">@{c.username}</span> <span className="text-muted-foreground">({c.displayName})</span>
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
    ],
  ];
  const stats: Array<[string, number]> = [
    [t('admin.details.stats.voiceMessages'), user.stats.voiceMessages],
    [t('admin.details.stats.subscribers'), user.stats.emailSubscribers],
    [t('admin.details.stats.pageViews'), user.stats.pageViews],
    [t('admin.details.stats.replies'), user.stats.voiceReplies],
  ];
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="min-w-0 break-words font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{k}</dt>
            <dd className="font-display text-xl font-semibold">{formatNumber(v, language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
