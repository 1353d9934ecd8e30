import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GREETING_LIMITS } from '../../../../shared/greeting.limits.js';
import type { ProfileGreeting } from '../../../../shared/profile.types.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { formatClock } from '../../../../shared/format-clock.js';
import { useSavePart } from '../../../components/unsaved/save-scope.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { toast } from '../../../lib/toast.js';
import { useRemoveGreeting, useSaveGreeting } from '../api/save-greeting.js';
import { type RecorderValue, UploadingRecorder } from '../../../recording-upload/uploading-recorder.js';

/**
 * 'Your greeting' on the Event screen (docs/decisions/051 and 079): the host records (or chooses a file of) up to 30 s
 * with the same recorder as replies; it uploads at once (purpose=greeting, judged and measured by the server) and
 * becomes the page's greeting when the screen is saved. The current one can be played or removed.
 */
export function GreetingCard({ greeting }: { greeting: ProfileGreeting | null }) {
  const { t } = useAppT();
  const seconds = GREETING_LIMITS.greetingSeconds;
  const [value, setValue] = useState<RecorderValue | null>(null);
  // A new recorder after each save: the saved take is not offered again.
  const [round, setRound] = useState(0);
  const [uploading, setUploading] = useState(false);
  const save = useSaveGreeting();
  const remove = useRemoveGreeting();
  const busy = uploading || save.isPending;

  const saveNow = async () => {
    if (!value) return;
    setUploading(true);
    try {
      const { path } = await value.upload.settle();
      setUploading(false);
      await save.mutateAsync(path);
      toast({ title: t('dashboard.greeting.saved'), description: t('dashboard.greeting.savedDetail') });
      setValue(null);
      setRound((n) => n + 1);
    } catch (error) {
      setUploading(false);
      toast({ title: t('dashboard.greeting.failed'), description: appServerMessage(error, t, t('dashboard.greeting.failed')), variant: 'destructive' });
      throw error;
    }
  };
  // A take recorded but not saved is an unsaved change: the screen's save bar saves it, leaving asks first.
  useSavePart(value !== null, saveNow);

  const removeNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: t('dashboard.greeting.removed') }),
      onError: (error) =>
        toast({
          title: t('dashboard.greeting.removeFailed'),
          description: appServerMessage(error, t, t('dashboard.greeting.removeFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <Card role="region" aria-labelledby="greeting-card-title">
      <CardHeader>
        <CardTitle id="greeting-card-title">{t('dashboard.greeting.title')}</CardTitle>
        <CardDescription>{t('dashboard.greeting.description', { seconds })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {greeting && (
          <div className="grid gap-3 rounded-xl border border-border p-4" data-testid="current-greeting">
            <p className="text-sm font-medium">
              {t('dashboard.greeting.current')} · <span dir="ltr">{formatClock(greeting.duration)}</span>
            </p>
            <audio controls preload="metadata" src={greeting.audioPath} className="h-10 w-full" aria-label={t('dashboard.greeting.playerLabel')} />
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" className="w-fit" disabled={remove.isPending}>
                  <Trash2 aria-hidden="true" /> {t('dashboard.greeting.remove')}
                </Button>
              }
              title={t('dashboard.greeting.remove')}
              description={t('dashboard.greeting.confirmRemove')}
              confirmLabel={t('dashboard.greeting.remove')}
              cancelLabel={t('dashboard.greeting.cancel')}
              onConfirm={removeNow}
            />
          </div>
        )}
        <UploadingRecorder
          key={round}
          maxSeconds={GREETING_LIMITS.greetingSeconds}
          purpose="greeting"
          label={t('dashboard.greeting.recordLabel', { seconds })}
          fileChoice={{ label: t('dashboard.greeting.file'), hint: t('dashboard.greeting.fileHint', { seconds }) }}
          onChange={setValue}
        />
        {busy && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t('dashboard.greeting.saving')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
