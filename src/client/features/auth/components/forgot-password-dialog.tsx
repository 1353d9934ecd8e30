import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForgotPasswordSchema } from '../../../../shared/auth.schemas.js';
import { MSG } from '../../../../shared/api.texts.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../lib/toast.js';
import { errorStatus, serverMessage } from '../../../lib/api-client.js';
import { useForgotPassword } from '../api/forgot-password.js';

/**
 * 'Forgot password?' on the Sign In tab. The confirmation never says whether an account exists:
 * the server gives every address the same answer, and so does this dialog.
 */
export function ForgotPasswordDialog() {
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
          title: errorStatus(error) === 429 ? MSG.tooManyRequests : 'Could not send the email',
          description: errorStatus(error) === 429 ? undefined : serverMessage(error, MSG.genericFailure),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto justify-self-center px-0">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            {sent ? 'Check your email.' : "Enter your account's email address and we'll send you a link to choose a new password."}
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="grid gap-4">
            <p role="status" className="flex items-start gap-3 rounded-lg bg-accent p-4 text-sm text-accent-foreground">
              <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {MSG.forgotPasswordSent}
            </p>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
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
            <FormField label="Email" error={errors.email?.message}>
              {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />}
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={forgot.isPending}>
                {forgot.isPending ? 'Sending...' : 'Send reset link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
