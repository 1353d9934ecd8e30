import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisterFormSchema } from '../../../../shared/auth.schemas.js';
import { LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useRegister } from '../api/register.js';

export function SignUpForm() {
  const { t } = useAppT();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof RegisterFormSchema>, unknown, z.output<typeof RegisterFormSchema>>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => registerMutation.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.form.firstName')} error={errors.firstName?.message}>
          {(p) => <Input {...p} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField label={t('auth.form.lastName')} error={errors.lastName?.message}>
          {(p) => <Input {...p} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField label={t('auth.form.email')} error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </FormField>
      <FormField label={t('auth.form.password')} error={errors.password?.message} hint={t('auth.form.passwordHint', { min: LIMITS.passwordMin })}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label={t('auth.form.confirmPassword')} error={errors.confirmPassword?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth.form.creatingAccount') : t('auth.form.createAccount')}
      </Button>
    </form>
  );
}
