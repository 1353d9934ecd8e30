import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EventDayFormSchema } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { EventKindSelect } from '../../../components/event-kind-select.js';
import { Input } from '../../../components/ui/input.js';
import { usePageRole } from '../../../lib/api/page-role.js';
import { translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useProfileFormPart } from '../hooks/use-profile-form-part.js';

type FormIn = z.input<typeof EventDayFormSchema>;
type FormOut = z.output<typeof EventDayFormSchema>;

const formValues = (p: CreatorProfile): FormIn => ({ eventDate: p.eventDate ?? '', eventKind: p.eventKind ?? '', sealedUntil: p.sealedUntil ?? '' });

/**
 * The event's date and what it celebrates (shown to guests) and the day the time capsule opens, on the Event screen (docs/decisions/079),
 * saved with PUT /api/creator-profile by the screen's one save bar.
 */
export function EventDayCard({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const fieldError = (message: string | undefined) => message && translatedMessage(message, t);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(EventDayFormSchema), values: formValues(profile) });
  // The seal is the owner's to change (docs/decisions/065): shown, not editable, to a co-host.
  const coHost = usePageRole() === 'co-host';
  const saveNow = useProfileFormPart(isDirty, { check: () => trigger(), input: () => EventDayFormSchema.parse(getValues()), saved: (p) => reset(formValues(p)) });
  return (
    <Card role="region" aria-labelledby="event-day-title">
      <CardHeader>
        <CardTitle id="event-day-title">{t('dashboard.eventPage.dayTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid items-start gap-5 sm:grid-cols-2" noValidate onSubmit={handleSubmit(() => saveNow().catch(() => undefined))}>
          <FormField label={t('editor.form.eventDate')} error={fieldError(errors.eventDate?.message)} hint={t('editor.form.eventDateHint')}>
            {(p) => <Input {...p} type="date" className="w-full" {...register('eventDate')} />}
          </FormField>
          <FormField label={t('editor.eventKind.label')} hint={t('editor.eventKind.hint')}>
            {(p) => <EventKindSelect {...p} className="w-full" {...register('eventKind')} />}
          </FormField>
          <FormField
            label={t('editor.capsule.fieldLabel')}
            error={fieldError(errors.sealedUntil?.message)}
            hint={coHost ? t('editor.shared.ownerOnly') : t('editor.capsule.fieldHint')}
          >
            {(p) => <Input {...p} type="date" className="w-full" {...register('sealedUntil')} disabled={coHost} />}
          </FormField>
          <button type="submit" hidden />
        </form>
      </CardContent>
    </Card>
  );
}
