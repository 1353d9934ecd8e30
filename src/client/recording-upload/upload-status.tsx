import { Loader2, RotateCcw, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../lib/i18n/guest-texts.js';
import { Button } from '../components/ui/button.js';
import { guestServerMessage } from '../lib/i18n/guest-server-message.js';
import type { UploadTask } from './upload-task.js';

/** The upload's progress under the preview: uploading, waiting for the network, or a final failure with a retry. */
export function UploadStatus({ task }: { task: UploadTask }) {
  const { t } = useT();
  const state = useSyncExternalStore(task.subscribe, task.getState);
  if (state.status === 'done') return null;
  if (state.status === 'uploading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />{' '}
        {state.progress > 0 ? t('recorder.uploadingPercent', { percent: Math.round(state.progress * 100) }) : t('recorder.uploading')}
      </p>
    );
  }
  if (state.status === 'waiting') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <WifiOff className="size-4" aria-hidden="true" /> {state.offline ? t('recorder.waitingForNetwork') : t('recorder.retrying')}
      </p>
    );
  }
  if (state.error instanceof DOMException && state.error.name === 'AbortError') return null;
  const detail = guestServerMessage(state.error, t, '');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
      <span>
        {t('recorder.uploadFailed')}
        {detail && ` (${detail})`}
      </span>
      <Button size="sm" variant="outline" onClick={() => task.retry()}>
        <RotateCcw aria-hidden="true" /> {t('recorder.tryAgain')}
      </Button>
    </div>
  );
}
