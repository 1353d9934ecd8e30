import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InviteCoHostSchema, type PageHost } from '../../../../shared/co-hosts.schemas.js';
import { PageLoader } from '../../../components/layout/page-loader.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useCurrentUser } from '../../../lib/api/get-current-user.js';
import { appServerMessage, translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { type AppTranslate, useAppT } from '../../../lib/i18n/app-texts.js';
import type { Language } from '../../../../shared/i18n/languages.js';
import { toast } from '../../../lib/toast.js';
import { isolate } from '../isolate.js';
import { useInviteCoHost, useRemoveCoHost, useWithdrawInvitation } from '../api/change-co-hosts.js';
import { useCoHosts } from '../api/get-co-hosts.js';

const failed = (error: unknown, t: AppTranslate, fallback = t('keepsake.coHosts.changeFailed')) =>
  toast({ title: t('keepsake.coHosts.error'), description: appServerMessage(error, t, fallback), variant: 'destructive' });
const shortDate = (iso: string, language: Language) => new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'short' });

/** Profile Settings' Co-hosts: the owner invites and removes; a co-host sees who hosts and may leave (docs/decisions/053). */
export function CoHostsCard() {
  const { t } = useAppT();
  const { data, isPending, isError } = useCoHosts();
  const { user } = useCurrentUser();
  const isOwner = data?.role === 'owner';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('keepsake.coHosts.title')}</CardTitle>
        <CardDescription>{t('keepsake.coHosts.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isPending ? (
          <PageLoader className="min-h-24" />
        ) : isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {t('keepsake.coHosts.loadFailed')}
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={t('keepsake.coHosts.title')}>
              {data.hosts.map((host) => (
                <HostRow key={host.userId} host={host} isMe={host.userId === user?.id} canRemove={isOwner && host.role === 'co-host'} />
              ))}
              {data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} id={invitation.id} email={invitation.email} expiresAt={invitation.expiresAt} />
              ))}
            </ul>
            {data.hosts.length === 1 && data.invitations.length === 0 && <p className="text-sm text-muted-foreground">{t('keepsake.coHosts.noCoHosts')}</p>}
            {isOwner ? <InviteForm /> : <p className="text-sm text-muted-foreground">{t('keepsake.coHosts.coHostNote')}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HostRow({ host, isMe, canRemove }: { host: PageHost; isMe: boolean; canRemove: boolean }) {
  const { t, language } = useAppT();
  const remove = useRemoveCoHost();
  const name = host.name || host.email;
  const leaving = isMe && host.role === 'co-host';
  const onRemove = () =>
    remove.mutate(host.userId, {
      onSuccess: () => {
        toast({ title: leaving ? t('keepsake.coHosts.left') : t('keepsake.coHosts.removed') });
        // The page is no longer this account's: start again from the gate, which finds the page it has now.
        if (leaving) window.location.assign('/');
      },
      onError: (error) => failed(error, t),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border p-3">
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">
          {name} {isMe && <span className="text-muted-foreground">{t('keepsake.coHosts.you')}</span>}
        </span>
        <span className="truncate text-sm text-muted-foreground" dir="ltr">
          {host.email}
        </span>
      </span>
      <Badge variant={host.role === 'owner' ? 'default' : 'secondary'}>{host.role === 'owner' ? t('keepsake.coHosts.owner') : t('keepsake.coHosts.coHost')}</Badge>
      {(canRemove || leaving) && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={leaving ? t('keepsake.coHosts.leave') : t('keepsake.coHosts.removeLabel', { name: isolate(name, language) })}>
              {leaving ? t('keepsake.coHosts.leave') : t('keepsake.coHosts.remove')}
            </Button>
          }
          title={leaving ? t('keepsake.coHosts.leaveTitle') : t('keepsake.coHosts.removeTitle', { name: isolate(name, language) })}
          description={
            leaving
              ? t('keepsake.coHosts.leaveDescription')
              : host.hasListenLinks
                ? `${t('keepsake.coHosts.removeDescription')} ${t('keepsake.coHosts.removeListenLinks')}`
                : t('keepsake.coHosts.removeDescription')
          }
          confirmLabel={leaving ? t('keepsake.coHosts.leave') : t('keepsake.coHosts.remove')}
          cancelLabel={t('keepsake.coHosts.cancel')}
          onConfirm={onRemove}
        />
      )}
    </li>
  );
}

function InvitationRow({ id, email, expiresAt }: { id: string; email: string; expiresAt: string }) {
  const { t, language } = useAppT();
  const withdraw = useWithdrawInvitation();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-dashed border-border p-3">
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium" dir="ltr">
          {email}
        </span>
        <span className="text-sm text-muted-foreground">
          {t('keepsake.coHosts.pending')} · {t('keepsake.coHosts.expires', { date: shortDate(expiresAt, language) })}
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={withdraw.isPending}
        aria-label={t('keepsake.coHosts.withdrawLabel', { email: isolate(email, language) })}
        onClick={() => withdraw.mutate(id, { onSuccess: () => toast({ title: t('keepsake.coHosts.withdrawn') }), onError: (error) => failed(error, t) })}
      >
        {t('keepsake.coHosts.withdraw')}
      </Button>
    </li>
  );
}

function InviteForm() {
  const { t, language } = useAppT();
  const invite = useInviteCoHost();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof InviteCoHostSchema>, unknown, z.output<typeof InviteCoHostSchema>>({
    resolver: zodResolver(InviteCoHostSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(({ email }) =>
    invite.mutate(email, {
      onSuccess: () => {
        toast({ title: t('keepsake.coHosts.invited', { email: isolate(email, language) }) });
        reset();
      },
      onError: (error) => failed(error, t, t('keepsake.coHosts.inviteFailed')),
    }),
  );
  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={submit}>
      <FormField label={t('keepsake.coHosts.emailLabel')} error={errors.email?.message && translatedMessage(errors.email.message, t)} className="flex-1">
        {(p) => <Input {...p} type="email" inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('email')} />}
      </FormField>
      <Button type="submit" disabled={invite.isPending} className="sm:mb-0.5">
        <UserPlus aria-hidden="true" />
        {invite.isPending ? t('keepsake.coHosts.inviting') : t('keepsake.coHosts.invite')}
      </Button>
    </form>
  );
}
