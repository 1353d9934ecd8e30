import { useId } from 'react';
import { NEW_MESSAGE_MAIL_CHOICES, type NewMessageMail, type NotificationSettings } from '../../../../shared/notifications.schemas.js';
import { PageLoader } from '../../../components/layout/page-loader.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.js';
import { type AppKey, type AppTranslate, useAppT } from '../../../lib/i18n/app-texts.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { toast } from '../../../lib/toast.js';
import { useNotificationSettings } from '../api/get-notification-settings.js';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.js';
import { useHostTimeZone } from '../hooks/use-host-time-zone.js';

const CHOICES: Record<NewMessageMail, { label: AppKey; hint: AppKey }> = {
  each: { label: 'dashboard.mailCard.each', hint: 'dashboard.mailCard.eachHint' },
  digest: { label: 'dashboard.mailCard.digest', hint: 'dashboard.mailCard.digestHint' },
  none: { label: 'dashboard.mailCard.none', hint: 'dashboard.mailCard.noneHint' },
};

/** The digest's hour on a 24-hour clock and its zone as people read it ('America/New York'). */
const hintOf = (choice: NewMessageMail, s: NotificationSettings, t: AppTranslate) =>
  t(CHOICES[choice].hint, { hour: s.digestHour, zone: s.timeZone.replace(/_/g, ' ') });

/** Profile Settings' 'New-message emails': a mail per message, a daily digest or none, saved as soon as it is chosen. */
export function NewMessageMailCard() {
  const { data: settings, isPending, isError } = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const { t } = useAppT();
  useHostTimeZone();
  const id = useId();
  // While a choice is being saved it shows as chosen; a refusal puts the saved one back.
  const chosen = (update.isPending && update.variables.newMessageMail) || settings?.newMessageMail;
  const choose = (value: string) =>
    update.mutate(
      { newMessageMail: value as NewMessageMail },
      {
        onSuccess: () => toast({ title: t('dashboard.mailCard.saved') }),
        onError: (error) =>
          toast({ title: t('dashboard.mailCard.error'), description: appServerMessage(error, t, t('dashboard.mailCard.saveFailed')), variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('dashboard.mailCard.title')}</CardTitle>
        <CardDescription>{t('dashboard.mailCard.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageLoader className="min-h-24" />
        ) : isError || !settings ? (
          <p role="alert" className="text-sm text-destructive">
            {t('dashboard.mailCard.loadFailed')}
          </p>
        ) : (
          <RadioGroup aria-label={t('dashboard.mailCard.groupLabel')} value={chosen} onValueChange={choose} disabled={update.isPending}>
            {NEW_MESSAGE_MAIL_CHOICES.map((choice) => (
              <label
                key={choice}
                htmlFor={`${id}-${choice}`}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-4 transition-colors hover:bg-muted/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/50"
              >
                <RadioGroupItem
                  id={`${id}-${choice}`}
                  value={choice}
                  className="mt-0.5"
                  aria-labelledby={`${id}-${choice}-label`}
                  aria-describedby={`${id}-${choice}-hint`}
                />
                <span className="grid min-w-0 gap-1">
                  <span id={`${id}-${choice}-label`} className="font-medium leading-tight">
                    {t(CHOICES[choice].label)}
                  </span>
                  <span id={`${id}-${choice}-hint`} className="text-sm text-muted-foreground">
                    {hintOf(choice, settings, t)}
                  </span>
                </span>
              </label>
            ))}
          </RadioGroup>
        )}
      </CardContent>
    </Card>
  );
}
