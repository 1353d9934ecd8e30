import { Loader2, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GREETING_LIMITS, GREETING_UI } from '../../../../shared/greeting.texts.js';
import type { ProfileGreeting } from '../../../../shared/profile.types.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { serverMessage } from '../../../lib/api-client.js';
import { formatClock } from '../../../../shared/format-clock.js';
import { toast } from '../../../lib/toast.js';
import { useRemoveGreeting, useSaveGreeting } from '../api/save-greeting.js';
import { type RecorderValue, UploadingRecorder } from './uploading-recorder.js';

/**
 * 'Your greeting' in Profile Settings (issue 24): the host records (or chooses a file of) up to 30 s with the same
 * recorder as replies; it uploads at once (purpose=greeting, judged and measured by the server) and becomes the page's
 * greeting on Save. The current one can be played, replaced or removed.
 */
export function GreetingCard({ greeting }: { greeting: ProfileGreeting | null }) {
  const [value, setValue] = useState<RecorderValue | null>(null);
  // A new recorder after each save: the saved take is not offered again.
  const [round, setRound] = useState(0);
  const [uploading, setUploading] = useState(false);
  const save = useSaveGreeting();
  const remove = useRemoveGreeting();
  const busy = uploading || save.isPending;

  const submit = async () => {
    if (!value) return;
    setUploading(true);
    try {
      const { path } = await value.upload.settle();
      setUploading(false);
      await save.mutateAsync(path);
      toast({ title: GREETING_UI.greetingSaved, description: GREETING_UI.greetingSavedDetail });
      setValue(null);
      setRound((n) => n + 1);
    } catch (error) {
      setUploading(false);
      toast({ title: GREETING_UI.greetingFailed, description: serverMessage(error, GREETING_UI.greetingFailed), variant: 'destructive' });
    }
  };

  const removeNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: GREETING_UI.greetingRemoved }),
      onError: (error) => toast({ title: GREETING_UI.greetingRemoveFailed, description: serverMessage(error, GREETING_UI.greetingRemoveFailed), variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="greeting-card-title">
      <CardHeader>
        <CardTitle id="greeting-card-title">{GREETING_UI.greetingTitle}</CardTitle>
        <CardDescription>{GREETING_UI.greetingDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {greeting && (
          <div className="grid gap-3 rounded-xl border border-border p-4" data-testid="current-greeting">
            <p className="text-sm font-medium">
              {GREETING_UI.currentGreeting} · {formatClock(greeting.duration)}
            </p>
            <audio controls preload="metadata" src={greeting.audioPath} className="h-10 w-full" aria-label={GREETING_UI.greetingPlayerLabel} />
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" className="w-fit" disabled={remove.isPending}>
                  <Trash2 aria-hidden="true" /> {GREETING_UI.removeGreeting}
                </Button>
              }
              title={GREETING_UI.removeGreeting}
              description={GREETING_UI.confirmRemoveGreeting}
              confirmLabel={GREETING_UI.removeGreeting}
              cancelLabel={GREETING_UI.cancel}
              onConfirm={removeNow}
            />
          </div>
        )}
        <UploadingRecorder
          key={round}
          maxSeconds={GREETING_LIMITS.greetingSeconds}
          purpose="greeting"
          label={GREETING_UI.greetingRecordLabel}
          fileChoice={{ label: GREETING_UI.greetingFile, hint: GREETING_UI.greetingFileHint }}
          onChange={setValue}
        />
        {value && (
          <Button className="w-full sm:w-fit sm:justify-self-center" onClick={() => void submit()} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {busy ? GREETING_UI.savingGreeting : greeting ? GREETING_UI.replaceGreeting : GREETING_UI.saveGreeting}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
