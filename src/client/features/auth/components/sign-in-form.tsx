import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginSchema } from '../../../../shared/auth.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useLogin } from '../api/login.js';

export function SignInForm() {
  const { t } = useAppT();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginSchema>, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => loginMutation.mutate(values))}>
      <FormField label={t('auth.form.email')} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </FormField>
      <FormField label={t('auth.form.password')} error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('auth.form.signingIn') : t('auth.form.signIn')}
      </Button>
    </form>
  );
}
