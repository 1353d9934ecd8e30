import { Loader2, Send } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits.js';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { toast } from '../../../lib/toast.js';
import { useGuestMessageDraft } from '../hooks/use-guest-message-draft.js';
import { UploadingRecorder } from '../../../recording-upload/uploading-recorder.js';
import { GuestDetailsStep } from './guest-details-step.js';
import { RecordStepIntro } from './record-step-intro.js';
import type { RecordTarget } from '../hooks/use-guest-message-draft.js';

const sheetClass =
  'top-auto bottom-0 left-0 w-full max-w-none translate-x-0 translate-y-0 rounded-b-none sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 data-[state=open]:animate-fade-in';

/**
 * The alternative page's bottom sheet (docs/product-spec.md, sections 2, 5, 8): recorder and details on one sheet,
 * 'Send Voice Message'; a missing recording or email gets 'Missing information', any failure the page's fixed error
 * text.
 */
export function SendVoiceMessageSheet({ open, onOpenChange, target }: { open: boolean; onOpenChange: (open: boolean) => void; target: RecordTarget }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={sheetClass}>{open && <SheetBody target={target} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function SheetBody({ target, onDone }: { target: RecordTarget; onDone: () => void }) {
  const { t } = useT();
  // docs/product-spec.md, section 8: any failure here shows the page's fixed text.
  const draft = useGuestMessageDraft({ target, onSent: onDone, failureText: () => t('modal.sendFailedFallback') });
  const { details, setDetails, sending } = draft;

  const send = async () => {
    if (!(await draft.send())) toast({ title: t('modal.missingInfo'), description: t('modal.missingInfoDetail'), variant: 'destructive' });
  };

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t('modal.sendVoiceMessage')}</DialogTitle>
        <DialogDescription>{t('modal.forHost', { name: target.displayName })}</DialogDescription>
      </DialogHeader>
      <RecordStepIntro displayName={target.displayName} greeting={target.greeting} prompt={draft.prompt} promptCount={target.prompts?.length ?? 0} />
      <UploadingRecorder maxSeconds={LIMITS.voiceMessageSeconds} purpose="voice" label={t('modal.recordLabel')} {...draft.recorder} />
      <GuestDetailsStep value={details} onChange={setDetails} disabled={sending} autoFocus={false} photo={draft.photo} />
      {draft.stalled && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('modal.sendingInBackground')}
        </p>
      )}
      <Button size="lg" onClick={() => void send()} disabled={sending}>
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {t('modal.sendVoiceMessage')}
      </Button>
    </div>
  );
}
