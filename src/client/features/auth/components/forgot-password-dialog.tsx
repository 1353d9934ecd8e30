import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForgotPasswordSchema } from '../../../../shared/auth.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../lib/toast.js';
import { errorStatus } from '../../../lib/api-client.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useForgotPassword } from '../api/forgot-password.js';

/**
 * 'Forgot password?' on the Sign In tab. The confirmation never says whether an account exists:
 * the server gives every address the same answer, and so does this dialog.
 */
export function ForgotPasswordDialog() {
  const { t } = useAppT();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof ForgotPasswordSchema>, unknown, z.output<typeof ForgotPasswordSchema>>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSent(false);
      reset();
      forgot.reset();
    }
  };

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) =>
        toast({
          // Too many requests: the server's refusal says it all, in the screen's language by its code.
          title: errorStatus(error) === 429 ? appServerMessage(error, t, t('common.genericFailure')) : t('auth.forgot.failed'),
          description: errorStatus(error) === 429 ? undefined : appServerMessage(error, t, t('common.genericFailure')),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto justify-self-center px-0">
          {t('auth.forgot.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('auth.forgot.title')}</DialogTitle>
          <DialogDescription>
            {sent ? t('auth.forgot.checkEmail') : t('auth.forgot.intro')}
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="grid gap-4">
            <p role="status" className="flex items-start gap-3 rounded-lg bg-accent p-4 text-sm text-accent-foreground">
              <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t('auth.forgot.sent')}
            </p>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{t('auth.forgot.done')}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              // React bubbles events through portals: keep this submit away from the sign-in form around the trigger.
              e.stopPropagation();
              void onSubmit(e);
            }}
          >
            <FormField label={t('auth.form.email')} error={errors.email?.message}>
              {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />}
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('auth.forgot.cancel')}
              </Button>
              <Button type="submit" disabled={forgot.isPending}>
                {forgot.isPending ? t('auth.forgot.sending') : t('auth.forgot.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
