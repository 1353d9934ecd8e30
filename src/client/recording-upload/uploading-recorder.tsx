import { useRef, useState } from 'react';
import type { VoiceUploadPurpose } from '../../shared/voice.schemas.js';
import { useT } from '../lib/i18n/guest-texts.js';
import { toast } from '../lib/toast.js';
import type { Recording } from '../recorder/hooks/use-recorder.js';
import { VoiceRecorder, type VoiceRecorderProps } from '../recorder/components/voice-recorder.js';
import { UploadTask } from './upload-task.js';
import { UploadStatus } from './upload-status.js';

export interface RecorderValue {
  recording: Recording;
  /** Already running: retries on its own; await `upload.result` for the stored path. */
  upload: UploadTask;
}

type UploadingRecorderProps = Omit<VoiceRecorderProps, 'onChange' | 'status'> & {
  purpose: VoiceUploadPurpose;
  /** A take and its upload, which starts the moment recording stops; null after Re-record. */
  onChange: (value: RecorderValue | null) => void;
};

/**
 * The recorder of a guest's message or a host's reply: each take starts uploading as soon as it exists (so Send finds
 * it uploaded, docs/decisions/022), its progress shows under the preview, and Re-record cancels it.
 */
export function UploadingRecorder({ purpose, onChange, ...recorder }: UploadingRecorderProps) {
  const { t } = useT();
  const [upload, setUpload] = useState<UploadTask | null>(null);
  const uploadRef = useRef<UploadTask | null>(null);

  const onTake = (recording: Recording | null) => {
    uploadRef.current?.cancel();
    uploadRef.current = null;
    if (!recording) {
      setUpload(null);
      onChange(null);
      return;
    }
    const task = new UploadTask(recording.blob, purpose);
    task.result.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast({ title: t('modal.errorTitle'), description: t('recorder.uploadFailed'), variant: 'destructive' });
      }
    });
    uploadRef.current = task;
    setUpload(task);
    onChange({ recording, upload: task });
  };

  return <VoiceRecorder {...recorder} onChange={onTake} status={upload && <UploadStatus task={upload} />} />;
}
