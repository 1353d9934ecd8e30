import { ArrowLeft, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { VOICE_UI } from '../../../../shared/voice.texts.js';
import { OpenInBrowserBanner } from '../../../components/open-in-browser-banner.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { toast } from '../../../lib/toast.js';
import { serverMessage } from '../../../lib/api-client.js';
import { type RecorderValue, UploadingRecorder } from './uploading-recorder.js';
import { useUploadState } from '../hooks/use-upload-state.js';
import { coolDownAudioEngine, warmUpAudioEngine } from '../../../recorder/lib/processing-chain.js';
import { deliverMessage } from '../lib/deliver-message.js';
import { beginTake, type Take } from '../lib/interrupted-takes.js';
import { forgetUnsent, keepRecording, type UnsentMessage } from '../lib/unsent-messages.js';
import { EMPTY_DETAILS, GuestDetailsStep, type GuestDetailsValue } from './guest-details-step.js';

export interface RecordTarget {
  creatorProfileId: string;
  username: string;
  displayName: string;
}

/**
 * The public page's two-step modal (spec sections 2, 4, 5): record, then the guest's details. The recording is
 * kept on the device as soon as it exists and is sent with retries; success closes and resets the modal.
 */
export function RecordMessageModal({
  open,
  onOpenChange,
  target,
  resume,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: RecordTarget;
  /** An unsent recording from this device to continue with. */
  resume?: UnsentMessage | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {/* Remounted on every open, so closing or cancelling always starts over (spec section 4). */}
        {open && <ModalBody target={target} resume={resume ?? null} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ModalBody({ target, resume, onDone }: { target: RecordTarget; resume: UnsentMessage | null; onDone: () => void }) {
  const [step, setStep] = useState<'record' | 'info'>('record');
  const [value, setValue] = useState<RecorderValue | null>(null);
  const [details, setDetails] = useState<GuestDetailsValue>(() =>
    resume?.details
      ? { name: resume.details.senderName ?? '', email: resume.details.senderEmail, subscribe: resume.details.subscribeToNewsletter }
      : EMPTY_DETAILS,
  );
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const localId = useRef<Promise<string | null>>(Promise.resolve(resume?.id ?? null));
  // A send finishing after the guest closed the modal only toasts; it must not close a modal opened since.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [initial] = useState(() => (resume ? { blob: new Blob([resume.audio], { type: resume.mimeType }), duration: resume.duration } : null));
  // The guest opened the modal to record: the audio engine starts now, so Record waits only for the microphone.
  useEffect(() => {
    warmUpAudioEngine();
    return coolDownAudioEngine;
  }, []);

  // The take being recorded, kept on the device piece by piece until it is kept whole (interrupted-takes.ts).
  const take = useRef<Take | null>(null);
  useEffect(
    () => () => {
      // Closed mid-take: its pieces stay on the device and are offered on the next visit.
      take.current?.abandon();
    },
    [],
  );

  const onRecorderChange = (next: RecorderValue | null) => {
    const previous = localId.current;
    const finished = take.current;
    take.current = null;
    if (next && resume && next.recording.blob === initial?.blob) {
      // The restored recording is already kept under its own id.
    } else if (next) {
      localId.current = keepRecording({ ...target, id: finished?.id, blob: next.recording.blob, duration: next.recording.duration }).then(
        async (id) => {
          await finished?.finish();
          return id;
        },
      );
    } else {
      // Re-record is an explicit discard of the previous take.
      void previous.then((id) => {
        if (id) void forgetUnsent(id);
      });
      void finished?.finish();
      localId.current = Promise.resolve(null);
    }
    setValue(next);
  };

  const uploadState = useUploadState(value?.upload);
  const stalled = waiting || uploadState?.status === 'waiting';
  const email = details.email.trim();
  const canSend = Boolean(value) && email.length > 0 && !sending;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || !email) return;
    setSending(true);
    const name = details.name.trim();
    try {
      await deliverMessage(
        {
          localId: await localId.current,
          creatorProfileId: target.creatorProfileId,
          blob: value.recording.blob,
          duration: value.recording.duration,
          details: { senderEmail: email, ...(name ? { senderName: name } : {}), subscribeToNewsletter: details.subscribe },
          upload: value.upload,
        },
        () => setWaiting(true),
      );
      toast({ title: VOICE_UI.sentTitle, description: VOICE_UI.sentDetail });
      if (mounted.current) onDone();
    } catch (error) {
      toast({ title: VOICE_UI.errorTitle, description: serverMessage(error, VOICE_UI.sendFailedFallback), variant: 'destructive' });
      if (!mounted.current) return;
      setSending(false);
      setWaiting(false);
    }
  };

  return (
    <form onSubmit={send} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{VOICE_UI.modalTitle}</DialogTitle>
        <DialogDescription>
          {step === 'record' ? `For ${target.displayName}` : `${VOICE_UI.stepInfo} · ${target.displayName}`}
        </DialogDescription>
      </DialogHeader>

      {/* The recorder stays mounted on the info step, so Back shows the same take and its upload keeps going. */}
      <div hidden={step !== 'record'}>
        <OpenInBrowserBanner className="mb-4" />
        <UploadingRecorder
          maxSeconds={LIMITS.voiceMessageSeconds}
          purpose="voice"
          label={VOICE_UI.recordLabel}
          onChange={onRecorderChange}
          initial={initial}
          onCaptureStart={(mimeType) => {
            take.current = beginTake(target, mimeType);
          }}
          onChunk={(chunk) => take.current?.keep(chunk)}
        />
      </div>

      {step === 'info' && <GuestDetailsStep value={details} onChange={setDetails} disabled={sending} />}

      {sending && stalled && (
        <p className="text-sm text-muted-foreground" role="status">
          {VOICE_UI.sendingInBackground}
        </p>
      )}

      <DialogFooter>
        {step === 'record' ? (
          <Button onClick={() => setStep('info')} disabled={!value} className="w-full sm:w-auto">
            {VOICE_UI.continue}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep('record')} disabled={sending}>
              <ArrowLeft aria-hidden="true" /> {VOICE_UI.back}
            </Button>
            <Button type="submit" disabled={!canSend}>
              {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {sending ? VOICE_UI.sending : VOICE_UI.send}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}
