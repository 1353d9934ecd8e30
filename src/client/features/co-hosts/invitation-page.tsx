import { MailX, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CO_HOST_MSG, CO_HOST_UI } from '../../../shared/co-hosts.texts.js';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { NotFoundScreen } from '../../components/layout/not-found-screen.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Button } from '../../components/ui/button.js';
import { buttonVariants } from '../../components/ui/button-variants.js';
import { useCurrentUser } from '../../lib/api/get-current-user.js';
import { serverMessage } from '../../lib/api-client.js';
import { toast } from '../../lib/toast.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAcceptInvitation, useInvitation } from './api/invitation.js';
import { rememberInvitation } from './pending-invitation.js';

/**
 * /invite/{token}: what a co-host invitation offers, readable before signing in. Signed out, it is remembered while the
 * invitee signs in or up (any method), and the post-login gate brings them back here to accept.
 */
export function InvitationPage() {
  useDocumentTitle(CO_HOST_UI.inviteTitle);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const { user, isLoading } = useCurrentUser();
  const accept = useAcceptInvitation();

  useEffect(() => {
    if (!isLoading && !user && invitation.data?.status === 'open') rememberInvitation(token);
  }, [isLoading, user, invitation.data?.status, token]);

  if (invitation.isPending || isLoading) return <PageLoader />;
  if (invitation.isError || !invitation.data) {
    return <NotFoundScreen icon={MailX} title={CO_HOST_UI.inviteTitle} detail={serverMessage(invitation.error, CO_HOST_MSG.invitationNotFound)} />;
  }
  const info = invitation.data;
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (page) => {
        toast({ title: CO_HOST_UI.accepted(page.displayName) });
        navigate('/admin', { replace: true });
      },
      onError: (error) => toast({ title: CO_HOST_UI.inviteTitle, description: serverMessage(error, CO_HOST_UI.inviteTitle), variant: 'destructive' }),
    });

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 py-10 text-center">
      <BrandMark />
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Users className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-semibold">{CO_HOST_UI.inviteTitle}</h1>
      <p className="max-w-md text-muted-foreground">{CO_HOST_UI.inviteLead(info.invitedBy, info.displayName)}</p>
      <p className="max-w-md text-sm text-muted-foreground">{CO_HOST_UI.inviteFor(info.email)}</p>
      {info.status !== 'open' ? (
        <p role="alert" className="max-w-md font-medium text-destructive">
          {info.status === 'expired' ? CO_HOST_MSG.invitationExpired : CO_HOST_MSG.invitationUsed}
        </p>
      ) : user ? (
        <Button size="lg" onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? CO_HOST_UI.accepting : CO_HOST_UI.accept}
        </Button>
      ) : (
        <div className="flex w-full max-w-xs flex-col gap-3">
          <Link to="/auth?mode=signup" className={buttonVariants({ size: 'lg' })}>
            {CO_HOST_UI.signUpToAccept}
          </Link>
          <Link to="/auth?mode=signin" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {CO_HOST_UI.signInToAccept}
          </Link>
        </div>
      )}
    </main>
  );
}
