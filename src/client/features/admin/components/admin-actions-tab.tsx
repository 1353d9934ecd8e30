import { useState } from 'react';
import { ADMIN_LIMITS } from '../../../../shared/admin.limits.js';
import type { AdminUserDetail } from '../../../../shared/admin.types.js';
import { LIMITS } from '../../../../shared/limits.js';
import { UsernameInput } from '../../../components/username-input.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { Switch } from '../../../components/ui/switch.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useResetUserPassword } from '../api/reset-user-password.js';
import { useUpdateUserStatus } from '../api/update-user-status.js';
import { useUpdateUserUsername } from '../api/update-user-username.js';
import { formatDateTime } from '../../../lib/format-intl.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/** Super admins only (the server refuses others with 403): profile status, username, password, deleting the account. */
export function AdminActionsTab({ user, onDeleted }: { user: AdminUserDetail; onDeleted: () => void }) {
  const { t, language } = useAppT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const status = useUpdateUserStatus();
  const rename = useUpdateUserUsername({ onSuccess: () => setUsername('') });
  const reset = useResetUserPassword({ onSuccess: () => setPassword('') });
  const { profile } = user;

  return (
    <div className="grid gap-6">
      <section className="grid gap-3 rounded-xl border border-border p-4">
        <div className="flex items-center justify-between gap-4">
          <div>
            <Label htmlFor="admin-profile-status">{t('admin.actions.profileStatus')}</Label>
            <p className="text-sm text-muted-foreground">{profile ? (profile.isActive ? t('admin.users.active') : t('admin.users.inactive')) : t('admin.users.noProfile')}</p>
          </div>
          {/* The switch's thumb slides left to right in every language (its component does not mirror). */}
          <Switch
            dir="ltr"
            id="admin-profile-status"
            checked={profile?.isActive ?? false}
            disabled={!profile || status.isPending}
            onCheckedChange={(isActive) =>
              status.mutate({ userId: user.id, isActive, reason: isActive ? undefined : note }, { onSuccess: () => setNote('') })
            }
          />
        </div>
        {profile?.suspension ? (
          <div className="grid gap-1 text-sm">
            <p className="text-muted-foreground">{t('admin.actions.suspendedOn', { date: formatDateTime(profile.suspension.since, language) })}</p>
            {profile.suspension.reason && (
              <p className="whitespace-pre-line break-words">
                <span className="font-medium">{t('admin.actions.suspendedNote')}: </span>
                {profile.suspension.reason}
              </p>
            )}
          </div>
        ) : (
          profile && (
            <FormField label={t('admin.actions.suspensionNote')} hint={t('admin.actions.suspensionNoteHint')}>
              {(p) => <Textarea {...p} rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={ADMIN_LIMITS.suspensionReasonMax} />}
            </FormField>
          )
        )}
      </section>

      <form
        className="grid gap-3 rounded-xl border border-border p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (username) rename.mutate({ userId: user.id, username });
        }}
      >
        <FormField label={t('admin.actions.changeUsername')}
          hint={profile ? t('admin.actions.currentUsername', { username: profile.username }) : t('admin.users.noProfile')}>
          {(p) => (
            <UsernameInput {...p} value={username} onChange={(e) => setUsername(e.target.value)} placeholder={t('admin.actions.usernamePlaceholder')} disabled={!profile} />
          )}
        </FormField>
        <Button type="submit" disabled={!username || rename.isPending || !profile} className="justify-self-start">
          {t('admin.actions.updateUsername')}
        </Button>
      </form>

      <form
        className="grid gap-3 rounded-xl border border-border p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (password.length >= LIMITS.passwordMin) reset.mutate({ userId: user.id, newPassword: password });
        }}
      >
        <FormField label={t('admin.actions.resetPassword')}
          hint={t('admin.actions.passwordHint', { count: LIMITS.passwordMin })}>
          {(p) => (
            <Input {...p} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" placeholder={t('admin.actions.newPassword')} />
          )}
        </FormField>
        <Button type="submit" variant="destructive" disabled={password.length < LIMITS.passwordMin || reset.isPending} className="justify-self-start">
          {t('admin.actions.resetPassword')}
        </Button>
      </form>

      <section aria-labelledby="admin-delete-account" className="grid gap-3 rounded-xl border border-destructive/40 p-4">
        <div className="grid gap-1">
          <h3 id="admin-delete-account" className="text-sm font-medium leading-none">
            {t('admin.deleteAccount.section')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('admin.deleteAccount.sectionHint')}</p>
        </div>
        <DeleteAccountDialog user={user} onDeleted={onDeleted} />
      </section>
    </div>
  );
}
