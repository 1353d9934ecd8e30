import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_UI } from '../../../../shared/admin.texts.js';
import { AdminLoginSchema } from '../../../../shared/auth.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useAdminLogin } from '../api/admin-login.js';

export function AdminLoginForm() {
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

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      <FormField label={ADMIN_UI.username} error={errors.username?.message}>
        {(p) => <Input {...p} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
      </FormField>
      <FormField label={ADMIN_UI.password} error={errors.password?.message}>
        {(p) => (
          <div className="relative">
            <Input {...p} type={showPassword ? 'text' : 'password'} autoComplete="current-password" className="pr-11" {...register('password')} />
            <button
              type="button"
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-label={showPassword ? ADMIN_UI.hidePassword : ADMIN_UI.showPassword}
            >
              {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            </button>
          </div>
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? ADMIN_UI.signingIn : ADMIN_UI.signIn}
      </Button>
    </form>
  );
}
