import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { toast } from '../../../lib/toast.js';
import { useCurrentUser } from '../../../lib/api/get-current-user.js';
import { fillPlaceholders } from '../../../lib/fill-placeholders.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useEmailVerifiedToast } from '../../../lib/use-email-verified-toast.js';
import { useResendVerification } from '../api/resend-verification.js';
import { EmailAddress } from '../../../components/email-address.js';

const dismissedKey = (userId: string) => `voxbook:verify-nudge-dismissed:${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Asks a creator with an unverified address to open the mailed link, until they do. Dismissing hides it
 * for this browser session only, so it comes back next time.
 */
export function EmailVerificationNudge() {
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  const { t } = useAppT();
  const [dismissed, setDismissed] = useState(() => (user ? wasDismissed(user.id) : false));
  useEmailVerifiedToast();

  if (!user || user.isEmailVerified || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // Private mode without storage: hidden until the next page load, which is fine.
    }
  };

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.sent
            ? { title: t('dashboard.verifyNudge.sent'), description: t('dashboard.verifyNudge.sentDetail') }
            : { title: t('dashboard.verifyNudge.alreadyVerified'), description: t('dashboard.verifyNudge.alreadyVerifiedDetail') },
        ),
      onError: (error) =>
        toast({
          title: t('dashboard.verifyNudge.sendFailed'),
          description: appServerMessage(error, t, t('dashboard.verifyNudge.genericFailure')),
          variant: 'destructive',
        }),
    });

  return (
    <section
      aria-label={t('dashboard.verifyNudge.label')}
      className="relative mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 pe-12 text-amber-950 sm:flex-row sm:items-center sm:gap-4"
    >
      <MailWarning className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{t('dashboard.verifyNudge.title')}</p>
        <p className="text-sm text-amber-900/80">
          {fillPlaceholders(t('dashboard.verifyNudge.body'), {
            email: (
<EmailAddress email={user.email} className="font-medium" />
            ),
          })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start border-amber-400 bg-white sm:ms-auto sm:self-center"
        onClick={onResend}
        disabled={resend.isPending}
      >
        {resend.isPending ? t('dashboard.verifyNudge.sending') : t('dashboard.verifyNudge.resend')}
      </Button>
      <IconButton
        label={t('dashboard.verifyNudge.dismiss')}
        variant="ghost"
        onClick={dismiss}
        className="absolute end-2 top-2 size-8 text-amber-800 hover:bg-amber-100 hover:text-amber-950">
        <X aria-hidden="true" />
      </IconButton>
    </section>
  );
}
