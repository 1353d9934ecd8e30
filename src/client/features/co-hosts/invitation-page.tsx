import { MailX, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { NotFoundScreen } from '../../components/layout/not-found-screen.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Button } from '../../components/ui/button.js';
import { buttonVariants } from '../../components/ui/button-variants.js';
import { useCurrentUser } from '../../lib/api/get-current-user.js';
import { appServerMessage } from '../../lib/i18n/app-server-message.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { toast } from '../../lib/toast.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAcceptInvitation, useInvitation } from './api/invitation.js';
import { isolate } from './isolate.js';
import { rememberInvitation } from './pending-invitation.js';

/**
 * /invite/{token}: what a co-host invitation offers, readable before signing in. Signed out, it is remembered while the
 * invitee signs in or up (any method), and the post-login gate brings them back here to accept.
 */
export function InvitationPage() {
  const { t, language } = useAppT();
  useDocumentTitle(t('keepsake.invitation.title'));
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
    return <NotFoundScreen
        icon={MailX}
        title={t('keepsake.invitation.title')}
        detail={appServerMessage(invitation.error, t, t('keepsake.invitation.notFound'))}
      />;
  }
  const info = invitation.data;
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (page) => {
        toast({ title: t('keepsake.invitation.accepted', { displayName: isolate(page.displayName, language) }) });
        navigate('/admin', { replace: true });
      },
      onError: (error) =>
        toast({
          title: t('keepsake.invitation.title'),
          description: appServerMessage(error, t, t('keepsake.invitation.title')),
          variant: 'destructive',
        }),
    });

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 py-10 text-center">
      <BrandMark />
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Users className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-semibold">{t('keepsake.invitation.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('keepsake.invitation.lead', { inviter: isolate(info.invitedBy, language), displayName: isolate(info.displayName, language) })}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t('keepsake.invitation.for', { email: isolate(info.email, language) })}</p>
      {info.status !== 'open' ? (
        <p role="alert" className="max-w-md font-medium text-destructive">
          {info.status === 'expired' ? t('keepsake.invitation.expired') : t('keepsake.invitation.used')}
        </p>
      ) : user ? (
        <Button size="lg" onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? t('keepsake.invitation.accepting') : t('keepsake.invitation.accept')}
        </Button>
      ) : (
        <div className="flex w-full max-w-xs flex-col gap-3">
          <Link to="/auth?mode=signup" className={buttonVariants({ size: 'lg' })}>
            {t('keepsake.invitation.signUpToAccept')}
          </Link>
          <Link to="/auth?mode=signin" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('keepsake.invitation.signInToAccept')}
          </Link>
        </div>
      )}
    </main>
  );
}
