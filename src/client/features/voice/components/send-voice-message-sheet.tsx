import { Loader2, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { VOICE_UI } from '../../../../shared/voice.texts.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { toast } from '../../../lib/toast.js';
import { type RecorderValue, UploadingRecorder } from './uploading-recorder.js';
import { deliverMessage } from '../lib/deliver-message.js';
import { forgetUnsent, keepRecording } from '../lib/unsent-messages.js';
import { EMPTY_DETAILS, GuestDetailsStep } from './guest-details-step.js';
import type { RecordTarget } from './record-message-modal.js';

const sheetClass =
  'top-auto bottom-0 left-0 w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 data-[state=open]:animate-fade-in';

/**
 * The alternative page's bottom sheet (spec sections 2, 5, 8): recorder and details on one sheet, 'Send Voice
 * Message'; a missing recording or email gets 'Missing information', any failure the page's fixed error text.
 */
export function SendVoiceMessageSheet({ open, onOpenChange, target }: { open: boolean; onOpenChange: (open: boolean) => void; target: RecordTarget }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={sheetClass}>{open && <SheetBody target={target} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function SheetBody({ target, onDone }: { target: RecordTarget; onDone: () => void }) {
  const [value, setValue] = useState<RecorderValue | null>(null);
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [sending, setSending] = useState(false);
  const localId = useRef<Promise<string | null>>(Promise.resolve(null));

  const onRecorderChange = (next: RecorderValue | null) => {
    const previous = localId.current;
    if (next) localId.current = keepRecording({ ...target, blob: next.recording.blob, duration: next.recording.duration });
    else {
      void previous.then((id) => {
        if (id) void forgetUnsent(id);
      });
      localId.current = Promise.resolve(null);
    }
    setValue(next);
  };

  const send = async () => {
    const email = details.email.trim();
    if (!value || !email) {
      toast({ title: VOICE_UI.missingInfo, description: VOICE_UI.missingInfoDetail, variant: 'destructive' });
      return;
    }
    setSending(true);
    const name = details.name.trim();
    try {
      await deliverMessage({
        localId: await localId.current,
        creatorProfileId: target.creatorProfileId,
        blob: value.recording.blob,
        duration: value.recording.duration,
        details: { senderEmail: email, ...(name ? { senderName: name } : {}), subscribeToNewsletter: details.subscribe },
        upload: value.upload,
      });
      toast({ title: VOICE_UI.sentTitle, description: VOICE_UI.sentDetail });
      onDone();
    } catch {
      toast({ title: VOICE_UI.errorTitle, description: VOICE_UI.sendFailedFallback, variant: 'destructive' });
      setSending(false);
    }
  };

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{VOICE_UI.sendVoiceMessage}</DialogTitle>
        <DialogDescription>For {target.displayName}</DialogDescription>
      </DialogHeader>
      <UploadingRecorder maxSeconds={LIMITS.voiceMessageSeconds} purpose="voice" label={VOICE_UI.recordLabel} onChange={onRecorderChange} />
      <GuestDetailsStep value={details} onChange={setDetails} disabled={sending} autoFocus={false} />
      <Button size="lg" onClick={() => void send()} disabled={sending}>
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {VOICE_UI.sendVoiceMessage}
      </Button>
    </div>
  );
}
