import { ExternalLink } from 'lucide-react';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import type { AdminUserView } from '../../../../shared/admin.types.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { avatarGradient, initials } from '../../../lib/avatar-gradient.js';
import { publicPagePath } from '../../../lib/urls.js';

const AUTH_LABEL: Record<AdminUserView['authProvider'], string> = { local: 'Email', google: 'Google', github: 'GitHub' };

export function fullName(user: Pick<AdminUserView, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function StatusBadge({ user }: { user: AdminUserView }) {
  if (!user.profile) return <Badge variant="outline">{ADMIN_UI.noProfile}</Badge>;
  return user.profile.isActive ? (
    <Badge variant="success">{ADMIN_UI.active}</Badge>
  ) : (
    <Badge variant="secondary">{ADMIN_UI.inactive}</Badge>
  );
}

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
  const name = fullName(user);
  const { profile, stats } = user;
  return (
    <tr className="border-b border-border last:border-0 hover:bg-muted/40">
      <td className="px-3 py-3">
        <div className="flex items-center gap-3">
          <span
            className={`flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-xs font-semibold text-white ${avatarGradient(user.email)}`}
            aria-hidden="true"
          >
            {initials(name)}
          </span>
          <div className="min-w-0 max-w-56">
            <p className="truncate font-medium">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
      </td>
      <td className="px-3 py-3">
        {profile ? (
          <a
            href={publicPagePath(profile.username)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            @{profile.username}
            <ExternalLink className="size-3" aria-hidden="true" />
            <span className="sr-only">(opens the public page in a new tab)</span>
          </a>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </td>
      <td className="px-3 py-3">
        <Badge variant="outline">{AUTH_LABEL[user.authProvider] ?? user.authProvider}</Badge>
      </td>
      <td className="px-3 py-3">
        <StatusBadge user={user} />
      </td>
      <td className="px-3 py-3 text-right tabular-nums">{stats.voiceMessages.toLocaleString()}</td>
      <td className="px-3 py-3 text-right tabular-nums">{stats.emailSubscribers.toLocaleString()}</td>
      <td className="px-3 py-3 text-right tabular-nums">{stats.pageViews.toLocaleString()}</td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="outline" onClick={onDetails} aria-label={`${ADMIN_UI.viewDetails}: ${name}`}>
            {ADMIN_UI.viewDetails}
          </Button>
          <Button
            size="sm"
            variant={profile?.isActive ? 'ghost' : 'secondary'}
            onClick={onToggle}
            disabled={!profile || toggling}
            aria-label={`${profile?.isActive ? ADMIN_UI.deactivate : ADMIN_UI.activate}: ${name}`}
          >
            {profile?.isActive ? ADMIN_UI.deactivate : ADMIN_UI.activate}
          </Button>
        </div>
      </td>
    </tr>
  );
}
