import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InviteCoHostSchema, type PageHost } from '../../../../shared/co-hosts.schemas.js';
import { CO_HOST_CONFIRM, CO_HOST_UI } from '../../../../shared/co-hosts.texts.js';
import { PageLoader } from '../../../components/layout/page-loader.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useCurrentUser } from '../../../lib/api/get-current-user.js';
import { serverMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useInviteCoHost, useRemoveCoHost, useWithdrawInvitation } from '../api/change-co-hosts.js';
import { useCoHosts } from '../api/get-co-hosts.js';

const failed = (error: unknown, fallback: string = CO_HOST_CONFIRM.changeFailed) =>
  toast({ title: CO_HOST_CONFIRM.error, description: serverMessage(error, fallback), variant: 'destructive' });
const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** Profile Settings' Co-hosts: the owner invites and removes; a co-host sees who hosts and may leave (issue 24). */
export function CoHostsCard() {
  const { data, isPending, isError } = useCoHosts();
  const { user } = useCurrentUser();
  const isOwner = data?.role === 'owner';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{CO_HOST_UI.title}</CardTitle>
        <CardDescription>{CO_HOST_UI.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isPending ? (
          <PageLoader className="min-h-24" />
        ) : isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {CO_HOST_CONFIRM.loadFailed}
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={CO_HOST_UI.title}>
              {data.hosts.map((host) => (
                <HostRow key={host.userId} host={host} isMe={host.userId === user?.id} canRemove={isOwner && host.role === 'co-host'} />
              ))}
              {data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} id={invitation.id} email={invitation.email} expiresAt={invitation.expiresAt} />
              ))}
            </ul>
            {data.hosts.length === 1 && data.invitations.length === 0 && <p className="text-sm text-muted-foreground">{CO_HOST_UI.noCoHosts}</p>}
            {isOwner ? <InviteForm /> : <p className="text-sm text-muted-foreground">{CO_HOST_UI.coHostNote}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HostRow({ host, isMe, canRemove }: { host: PageHost; isMe: boolean; canRemove: boolean }) {
  const remove = useRemoveCoHost();
  const name = host.name || host.email;
  const leaving = isMe && host.role === 'co-host';
  const onRemove = () =>
    remove.mutate(host.userId, {
      onSuccess: () => {
        toast({ title: leaving ? CO_HOST_UI.left : CO_HOST_UI.removed });
        // The page is no longer this account's: start again from the gate, which finds the page it has now.
        if (leaving) window.location.assign('/');
      },
      onError: (error) => failed(error),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border p-3">
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">
          {name} {isMe && <span className="text-muted-foreground">{CO_HOST_UI.you}</span>}
        </span>
        <span className="truncate text-sm text-muted-foreground">{host.email}</span>
      </span>
      <Badge variant={host.role === 'owner' ? 'default' : 'secondary'}>{host.role === 'owner' ? CO_HOST_UI.owner : CO_HOST_UI.coHost}</Badge>
      {(canRemove || leaving) && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={leaving ? CO_HOST_UI.leave : CO_HOST_UI.removeLabel(name)}>
              {leaving ? CO_HOST_UI.leave : CO_HOST_UI.remove}
            </Button>
          }
          title={leaving ? CO_HOST_CONFIRM.leaveTitle : CO_HOST_CONFIRM.removeTitle(name)}
          description={leaving ? CO_HOST_CONFIRM.leaveDescription : CO_HOST_CONFIRM.removeDescription}
          confirmLabel={leaving ? CO_HOST_UI.leave : CO_HOST_UI.remove}
          onConfirm={onRemove}
        />
      )}
    </li>
  );
}

function InvitationRow({ id, email, expiresAt }: { id: string; email: string; expiresAt: string }) {
  const withdraw = useWithdrawInvitation();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-dashed border-border p-3">
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{email}</span>
        <span className="text-sm text-muted-foreground">
          {CO_HOST_UI.pending} · {CO_HOST_UI.expires(shortDate(expiresAt))}
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={withdraw.isPending}
        aria-label={CO_HOST_UI.withdrawLabel(email)}
        onClick={() => withdraw.mutate(id, { onSuccess: () => toast({ title: CO_HOST_UI.withdrawn }), onError: (error) => failed(error) })}
      >
        {CO_HOST_UI.withdraw}
      </Button>
    </li>
  );
}

function InviteForm() {
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
        toast({ title: CO_HOST_UI.invited(email) });
        reset();
      },
      onError: (error) => failed(error, CO_HOST_CONFIRM.inviteFailed),
    }),
  );
  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={submit}>
      <FormField label={CO_HOST_UI.emailLabel} error={errors.email?.message} className="flex-1">
        {(p) => <Input {...p} type="email" inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('email')} />}
      </FormField>
      <Button type="submit" disabled={invite.isPending} className="sm:mb-0.5">
        <UserPlus aria-hidden="true" />
        {invite.isPending ? CO_HOST_UI.inviting : CO_HOST_UI.invite}
      </Button>
    </form>
  );
}
