import { useId } from 'react';
import { NEW_MESSAGE_MAIL_CHOICES, type NewMessageMail, type NotificationSettings } from '../../../../shared/notifications.schemas.js';
import { NOTIFY_UI } from '../../../../shared/notifications.texts.js';
import { PageLoader } from '../../../components/layout/page-loader.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.js';
import { serverMessage } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useNotificationSettings } from '../api/get-notification-settings.js';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.js';
import { useHostTimeZone } from '../hooks/use-host-time-zone.js';

const hintOf = (choice: NewMessageMail, s: NotificationSettings) =>
  choice === 'digest' ? NOTIFY_UI.choices.digest.hint(s.digestHour, s.timeZone) : NOTIFY_UI.choices[choice].hint;

/** Profile Settings' 'New-message emails': a mail per message, a daily digest or none, saved as soon as it is chosen. */
export function NewMessageMailCard() {
  const { data: settings, isPending, isError } = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  useHostTimeZone();
  const id = useId();
  // While a choice is being saved it shows as chosen; a refusal puts the saved one back.
  const chosen = (update.isPending && update.variables.newMessageMail) || settings?.newMessageMail;
  const choose = (value: string) =>
    update.mutate(
      { newMessageMail: value as NewMessageMail },
      {
        onSuccess: () => toast({ title: NOTIFY_UI.saved }),
        onError: (error) => toast({ title: NOTIFY_UI.error, description: serverMessage(error, NOTIFY_UI.saveFailed), variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{NOTIFY_UI.cardTitle}</CardTitle>
        <CardDescription>{NOTIFY_UI.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageLoader className="min-h-24" />
        ) : isError || !settings ? (
          <p role="alert" className="text-sm text-destructive">
            {NOTIFY_UI.loadFailed}
          </p>
        ) : (
          <RadioGroup aria-label={NOTIFY_UI.groupLabel} value={chosen} onValueChange={choose} disabled={update.isPending}>
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
                    {NOTIFY_UI.choices[choice].label}
                  </span>
                  <span id={`${id}-${choice}-hint`} className="text-sm text-muted-foreground">
                    {hintOf(choice, settings)}
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
