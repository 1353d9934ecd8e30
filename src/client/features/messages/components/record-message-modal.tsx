import { ArrowLeft, Loader2, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { OpenInBrowserBanner } from '../../../components/open-in-browser-banner.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { guestServerMessage } from '../../../lib/i18n/guest-server-message.js';
import { UploadingRecorder } from '../../../recording-upload/uploading-recorder.js';
import { type RecordTarget, useGuestMessageDraft } from '../hooks/use-guest-message-draft.js';
import { coolDownAudioEngine, warmUpAudioEngine } from '../../../recorder/lib/processing-chain.js';
import type { UnsentMessage } from '../lib/unsent-messages.js';
import { GuestDetailsStep } from './guest-details-step.js';
import { RecordStepIntro } from './record-step-intro.js';

/**
 * The public page's two-step modal (docs/product-spec.md, sections 2, 4, 5): record, then the guest's details. The
 * recording is kept on the device as soon as it exists and is sent with retries; success closes and resets the modal.
 */
export function RecordMessageModal({
  open,
  onOpenChange,
  target,
  resume,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: RecordTarget;
  /** An unsent recording from this device to continue with. */
  resume?: UnsentMessage | null;
  /** After a send succeeded, before the modal closes: the page shows its thank-you (docs/decisions/080). */
  onSent?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {/* Remounted on every open, so closing or cancelling always starts over (docs/product-spec.md, section 4). */}
        {open && (
          <ModalBody
            target={target}
            resume={resume ?? null}
            onDone={() => {
              onSent?.();
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ModalBody({ target, resume, onDone }: { target: RecordTarget; resume: UnsentMessage | null; onDone: () => void }) {
  const { t } = useT();
  const [step, setStep] = useState<'record' | 'info'>('record');
  const draft = useGuestMessageDraft({ target, resume, onSent: onDone, failureText: (error) => guestServerMessage(error, t, t('modal.sendFailedFallback')) });
  const { value, details, setDetails, sending } = draft;
  // The guest opened the modal to record: the audio engine starts now, so Record waits only for the microphone.
  useEffect(() => {
    warmUpAudioEngine();
    return coolDownAudioEngine;
  }, []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    void draft.send();
  };

  return (
    <form onSubmit={send} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t('modal.title')}</DialogTitle>
        <DialogDescription>
          {step === 'record' ? t('modal.forHost', { name: target.displayName }) : t('modal.detailsFor', { name: target.displayName })}
        </DialogDescription>
      </DialogHeader>

      {/* The recorder stays mounted on the info step, so Back shows the same take and its upload keeps going. */}
      <div hidden={step !== 'record'}>
        <OpenInBrowserBanner className="mb-4" />
        <RecordStepIntro className="mb-4" displayName={target.displayName} greeting={target.greeting} prompt={draft.prompt} promptCount={target.prompts?.length ?? 0} />
        {/* As tall as the recorder's tallest usual state (recording: button, three lines, level meter), so the modal does
            not jump between ready, recording and recorded. */}
        <div className="flex min-h-[15.5rem] flex-col justify-center">
          <UploadingRecorder maxSeconds={LIMITS.voiceMessageSeconds} purpose="voice" label={t('modal.recordLabel')} {...draft.recorder} />
        </div>
      </div>

      {step === 'info' && <GuestDetailsStep value={details} onChange={setDetails} disabled={sending} photo={draft.photo} />}

      {draft.stalled && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('modal.sendingInBackground')}
        </p>
      )}

      <DialogFooter>
        {step === 'record' ? (
          <Button onClick={() => setStep('info')} disabled={!value} className="w-full sm:w-auto">
            {t('modal.continue')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep('record')} disabled={sending}>
              <ArrowLeft aria-hidden="true" /> {t('modal.back')}
            </Button>
            <Button type="submit" disabled={!draft.canSend}>
              {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {sending ? t('modal.sending') : t('modal.send')}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}
