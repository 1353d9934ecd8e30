import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BIO_ROWS, LIMITS } from '../../../../shared/limits.js';
import { OnboardingFormSchema } from '../../../../shared/profile.schemas.js';
import { EventKindSelect } from '../../../components/event-kind-select.js';
import { UsernameInput } from '../../../components/username-input.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { publicPageDisplayUrl } from '../../../lib/urls.js';
import { useCreateProfile } from '../api/create-profile.js';
import { PhotoChoice } from './photo-choice.js';

export function OnboardingForm() {
  const { t } = useAppT();
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);
  const createMutation = useCreateProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof OnboardingFormSchema>, unknown, z.output<typeof OnboardingFormSchema>>({
    resolver: zodResolver(OnboardingFormSchema),
    defaultValues: { displayName: '', username: '', bio: '', eventKind: '', eventDate: '' },
  });
  const username = watch('username');
  const bio = watch('bio') ?? '';
  const usernameField = register('username');

  return (
    <form className="grid gap-5" noValidate onSubmit={handleSubmit((values) => createMutation.mutate({ values, photo }))}>
      <FormField label={t('editor.onboarding.displayName')} error={fieldError(errors.displayName?.message)} hint={t('editor.onboarding.displayNameHint')}>
        {(p) => <Input {...p} autoComplete="name" maxLength={LIMITS.displayNameMax} {...register('displayName')} />}
      </FormField>
      <FormField
        label={t('editor.form.username')}
        error={fieldError(errors.username?.message)}
        hint={t('editor.onboarding.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
      >
        {(p) => (
          <UsernameInput {...p} autoComplete="username" {...usernameField} />
        )}
      </FormField>
      <div className="rounded-xl border border-dashed border-rose-300 bg-accent/60 px-4 py-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-foreground">{t('editor.onboarding.publicPage')}</p>
        <p className="mt-1 break-all font-mono text-sm text-stone-900" aria-live="polite" dir="ltr">
          {publicPageDisplayUrl(username || t('editor.onboarding.sampleUsername'))}
        </p>
      </div>
      <FormField label={t('editor.onboarding.bio')} error={fieldError(errors.bio?.message)} hint={`${bio.length}/${LIMITS.bioMax}`}>
        {(p) => <Textarea {...p} rows={BIO_ROWS} maxLength={LIMITS.bioMax} {...register('bio')} />}
      </FormField>
      {/* docs/decisions/080: what makes the page theirs, invited here and skippable: empty fields change nothing. */}
      <fieldset className="grid gap-4 rounded-2xl border border-border bg-muted/40 p-4">
        <legend className="px-1 text-sm font-semibold">{t('editor.onboarding.makeItYours')}</legend>
        <p className="-mt-1 text-sm text-muted-foreground">{t('editor.onboarding.makeItYoursHint')}</p>
        <PhotoChoice file={photo} onChange={setPhoto} disabled={createMutation.isPending} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('editor.eventKind.label')}>
            {(p) => <EventKindSelect {...p} className="sm:w-full" {...register('eventKind')} />}
          </FormField>
          <FormField label={t('editor.form.eventDate')} error={fieldError(errors.eventDate?.message)}>
            {(p) => <Input {...p} type="date" {...register('eventDate')} />}
          </FormField>
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={createMutation.isPending}>
        {createMutation.isPending ? t('editor.onboarding.creating') : t('editor.onboarding.create')}
      </Button>
    </form>
  );
}
