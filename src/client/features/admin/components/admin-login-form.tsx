import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminLoginSchema } from '../../../../shared/auth.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useAdminLogin } from '../api/admin-login.js';

export function AdminLoginForm() {
  const { t } = useAppT();
  const login = useAdminLogin();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof AdminLoginSchema>, unknown, z.output<typeof AdminLoginSchema>>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      <FormField label={t('admin.login.username')} error={fieldError(errors.username?.message)}>
        {(p) => <Input {...p} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
      </FormField>
      <FormField label={t('admin.login.password')} error={fieldError(errors.password?.message)}>
        {(p) => (
          <div className="relative">
            <Input {...p} type={showPassword ? 'text' : 'password'} autoComplete="current-password" className="pe-11" {...register('password')} />
            <button
              type="button"
              className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-label={showPassword ? t('admin.login.hidePassword') : t('admin.login.showPassword')}
            >
              {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            </button>
          </div>
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? t('admin.login.signingIn') : t('admin.login.signIn')}
      </Button>
    </form>
  );
}
