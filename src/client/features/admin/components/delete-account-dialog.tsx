import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AdminUserDetail } from '../../../../shared/admin.types.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { type AppKey, useAppT } from '../../../lib/i18n/app-texts.js';
import { useDeleteUserAccount } from '../api/delete-user-account.js';
import { fullName } from './user-row.js';

/** What goes with an account that has a page; an account without one has only its co-host links and sessions. */
const PAGE_GOES: AppKey[] = ['admin.deleteAccount.gone.page', 'admin.deleteAccount.gone.recordings', 'admin.deleteAccount.gone.gallery', 'admin.deleteAccount.gone.subscribers'];
const ACCOUNT_GOES: AppKey[] = ['admin.deleteAccount.gone.coHosts', 'admin.deleteAccount.gone.sessions'];

/**
 * A super admin deletes an account (docs/decisions/078): the dialog says what goes and asks for the page name (the
 * email of an account without a page) typed again, as the host's own deletion does, before its button enables.
 */
export function DeleteAccountDialog({ user, onDeleted }: { user: AdminUserDetail; onDeleted: () => void }) {
  const { t } = useAppT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteUserAccount({ onDeleted });
  const errorId = useId();
  const name = fullName(user);
  const expected = user.profile?.username ?? user.email;
  const confirmed = typed.trim().toLowerCase() === expected.toLowerCase();
  // The server's reason in the admin's language; nothing more than the title when it gave none.
  const reason = remove.error ? appServerMessage(remove.error, t, '') : null;

  const openChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate({ userId: user.id, name });
  };

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          <Trash2 aria-hidden="true" />
          {t('admin.deleteAccount.open')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-w-lg">
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.deleteAccount.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('admin.deleteAccount.intro', { name, email: user.email })}</AlertDialogDescription>
          </AlertDialogHeader>
          <ul className="grid list-disc gap-1 ps-5 text-sm">
            {[...(user.profile ? PAGE_GOES : []), ...ACCOUNT_GOES].map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          {user.profile && <p className="text-sm text-muted-foreground">{t('admin.deleteAccount.after')}</p>}
          <FormField
            label={
              // The label's own line height is for one line; this one wraps on a phone.
              <span className="leading-snug">
                {user.profile
                  ? t('admin.deleteAccount.confirmPage', { username: user.profile.username })
                  : t('admin.deleteAccount.confirmEmail', { email: user.email })}
              </span>
            }
          >
            {(p) => (
              <Input
                {...p}
                aria-describedby={remove.error ? errorId : p['aria-describedby']}
                dir="ltr"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                disabled={remove.isPending}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FormField>
          {remove.error && (
            <div id={errorId} role="alert" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
              <p className="font-semibold">{t('admin.deleteAccount.failed')}</p>
              {reason && <p>{reason}</p>}
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? t('admin.deleteAccount.deleting') : t('admin.deleteAccount.delete')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
