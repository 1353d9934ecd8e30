import type { ReactNode } from 'react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { CO_HOST_UI } from '../../../../shared/co-hosts.texts.js';
import type { AdminUserDetail } from '../../../../shared/admin.types.js';
import { StatusBadge } from './user-row.js';

const dateTime = (iso: string) => new Date(iso).toLocaleString();

export function UserDetailsTab({ user }: { user: AdminUserDetail }) {
  const rows: Array<[string, ReactNode]> = [
    ['Name', `${user.firstName} ${user.lastName}`.trim() || '—'],
    ['Email', user.email],
    ['Email verified', user.isEmailVerified ? 'Yes' : 'No'],
    ['Auth method', user.authProvider],
    ['Google ID', user.googleId ?? '—'],
    ['GitHub ID', user.githubId ?? '—'],
    ['Joined', dateTime(user.createdAt)],
    ['Username', user.profile ? `@${user.profile.username}` : '—'],
    ['Display name', user.profile?.displayName ?? '—'],
    ['Status', <StatusBadge key="status" user={user} />],
    ['Gallery', user.profile ? `/g/${user.profile.gallerySlug}` : '—'],
    [
      CO_HOST_UI.title,
      user.coHosts.length ? (
        <ul key="co-hosts" className="grid gap-0.5" aria-label={CO_HOST_UI.title}>
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
      ADMIN_UI.coHostOf,
      user.coHostOf.length ? (
        <ul key="co-host-of" className="grid gap-0.5" aria-label={ADMIN_UI.coHostOf}>
          {user.coHostOf.map((c) => (
            <li key={c.userId}>
              @{c.username} <span className="text-muted-foreground">({c.displayName})</span>
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
    ],
  ];
  const stats: Array<[string, number]> = [
    [ADMIN_UI.voiceMessages, user.stats.voiceMessages],
    ['Subscribers', user.stats.emailSubscribers],
    [ADMIN_UI.pageViews, user.stats.pageViews],
    ['Replies', user.stats.voiceReplies],
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
            <dd className="font-display text-xl font-semibold">{v.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
