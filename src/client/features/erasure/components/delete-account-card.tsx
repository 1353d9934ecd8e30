import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useCurrentUser } from '../../../lib/api/get-current-user.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useDeleteAccount } from '../api/delete-account.js';

/**
 * Settings' last card: the host deletes their account, typing their page name and their password (an account that
 * signs in with Google or GitHub has none: a sign-in of the last minutes stands in for it, docs/decisions/069).
 */
export function DeleteAccountCard({ username }: { username: string }) {
  const { t } = useAppT();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const withPassword = user?.authProvider === 'local';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { confirm, ...(withPassword ? { password } : {}) },
      {
        onSuccess: () => {
          toast({ title: t('editor.deleteAccount.done') });
          navigate('/', { replace: true });
        },
        onError: (error) => toast({ title: t('editor.deleteAccount.title'), description: appServerMessage(error, t, t('editor.shared.error')), variant: 'destructive' }),
      },
    );
  };
  return (
    <Card role="region" aria-labelledby="delete-account-title" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="delete-account-title" className="flex items-center gap-2 text-destructive">
          <Trash2 className="size-5" aria-hidden="true" />
          {t('editor.deleteAccount.title')}
        </CardTitle>
        <CardDescription>{t('editor.deleteAccount.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label={t('editor.deleteAccount.confirmLabel', { username })}>
            {(p) => <Input {...p} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
          </FormField>
          {withPassword ? (
            <FormField label={t('editor.deleteAccount.passwordLabel')}>
              {(p) => <Input {...p} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />}
            </FormField>
          ) : (
            <p className="text-sm text-muted-foreground">{t('editor.deleteAccount.oauthNote')}</p>
          )}
          <Button type="submit" variant="destructive" className="w-full sm:w-fit" disabled={remove.isPending || confirm.trim().toLowerCase() !== username}>
            {remove.isPending ? t('editor.deleteAccount.deleting') : t('editor.deleteAccount.delete')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
