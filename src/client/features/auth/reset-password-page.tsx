import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ResetPasswordFormSchema } from '../../../shared/auth.schemas.js';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { toast } from '../../lib/toast.js';
import { appServerMessage } from '../../lib/i18n/app-server-message.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useResetPassword } from './api/reset-password.js';

type Form = z.input<typeof ResetPasswordFormSchema>;

/** /auth/reset-password?token=...: the page the reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useAppT();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form, unknown, z.output<typeof ResetPasswordFormSchema>>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t('auth.reset.updated'), description: t('auth.reset.updatedDetail') });
          navigate('/auth?mode=signin', { replace: true });
        },
        onError: (error) =>
          toast({ title: t('auth.reset.failed'), description: appServerMessage(error, t, t('common.genericFailure')), variant: 'destructive' }),
      },
    ),
  );

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <BrandMark className="mb-8" />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{t('auth.reset.heading')}</h1>
          <CardDescription>
            {token ? t('auth.reset.signsOutEverywhere') : t('auth.reset.invalidLink')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <form className="grid gap-4" noValidate onSubmit={onSubmit}>
              <FormField label={t('auth.reset.newPassword')} error={errors.password?.message}>
                {(p) => <Input {...p} type="password" autoComplete="new-password" autoFocus {...register('password')} />}
              </FormField>
              <FormField label={t('auth.reset.confirmNewPassword')} error={errors.confirmPassword?.message}>
                {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
              </FormField>
              <Button type="submit" size="lg" className="mt-2 w-full" disabled={resetPassword.isPending}>
                {resetPassword.isPending ? t('auth.reset.saving') : t('auth.reset.save')}
              </Button>
            </form>
          ) : null}
          <p className="mt-6 text-center text-sm text-muted-foreground">
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth?mode=signin">
              {t('auth.reset.backToSignIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
