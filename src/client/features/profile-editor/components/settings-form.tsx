import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BIO_ROWS, LIMITS } from '../../../../shared/limits.js';
import { SettingsFormSchema } from '../../../../shared/profile.schemas.js';
import { UsernameInput } from '../../../components/username-input.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Switch } from '../../../components/ui/switch.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useProfileFormPart } from '../hooks/use-profile-form-part.js';
import { usePageRole } from '../../../lib/api/page-role.js';

type FormIn = z.input<typeof SettingsFormSchema>;
type FormOut = z.output<typeof SettingsFormSchema>;

const formValues = (p: CreatorProfile): FormIn => ({
  displayName: p.displayName,
  username: p.username,
  bio: p.bio ?? '',
  isActive: p.isActive,
});

/**
 * Display Name, Username, Bio and the Profile Status switch, saved with PUT /api/creator-profile by the screen's one
 * save bar (docs/decisions/079); Enter in a field saves too.
 */
export function SettingsForm({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);
  const {
    register,
    handleSubmit,
    control,
    watch,
    formState: { errors, isDirty },
    reset,
    trigger,
    getValues,
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SettingsFormSchema),
    values: formValues(profile),
  });
  const usernameField = register('username');
  // The page's address, seal and status are the owner's to change (docs/decisions/065): shown, not editable, to a co-host.
  const coHost = usePageRole() === 'co-host';
  const ownerOnly = coHost ? t('editor.shared.ownerOnly') : undefined;
  const bio = watch('bio') ?? '';
  const saveNow = useProfileFormPart(isDirty, { check: () => trigger(), input: () => SettingsFormSchema.parse(getValues()), saved: (p) => reset(formValues(p)) });
  const submit = handleSubmit(() => saveNow().catch(() => undefined));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('editor.form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" noValidate onSubmit={submit}>
          <FormField label={t('editor.shared.displayName')} error={fieldError(errors.displayName?.message)}>
            {(p) => <Input {...p} maxLength={LIMITS.displayNameMax} {...register('displayName')} />}
          </FormField>
          <FormField label={t('editor.form.username')} error={fieldError(errors.username?.message)} hint={ownerOnly ?? <span dir="ltr">{`${window.location.host}/${watch('username')}`}</span>}>
            {(p) => (
              <UsernameInput {...p} {...usernameField} disabled={coHost} />
            )}
          </FormField>
          <FormField label={t('editor.shared.bio')} error={fieldError(errors.bio?.message)} hint={`${bio.length}/${LIMITS.bioMax}`}>
            {(p) => <Textarea {...p} rows={BIO_ROWS} maxLength={LIMITS.bioMax} {...register('bio')} />}
          </FormField>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-4">
                <div>
                  <label htmlFor="profile-status" className="font-medium">
                    {t('editor.form.status')}
                  </label>
                  <p className="text-sm text-muted-foreground">
                    {ownerOnly ??
                      (profile.suspension
                      ? t('editor.form.suspendedSwitch')
                      : field.value
                        ? t('editor.form.statusLive')
                        : t('editor.form.statusHidden'))}
                  </p>
                </div>
                {/* While suspended only the admins can turn it on (the server refuses it too). */}
                <Switch id="profile-status" checked={field.value} onCheckedChange={field.onChange} disabled={!!profile.suspension || coHost} />
              </div>
            )}
          />
          {/* Enter in a field saves, as the save bar's button does. */}
          <button type="submit" hidden />
        </form>
      </CardContent>
    </Card>
  );
}
