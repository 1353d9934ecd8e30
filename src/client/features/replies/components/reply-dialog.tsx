import { Loader2, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { fillPlaceholders } from '../../../lib/fill-placeholders.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { type RecorderValue, UploadingRecorder } from '../../../recording-upload/uploading-recorder.js';
import { useSendVoiceReply } from '../api/send-voice-reply.js';
import { useGuestName } from '../../../lib/use-guest-name.js';
import { EmailAddress } from '../../../components/email-address.js';

/** 'Reply with Voice' (docs/product-spec.md, section 2): the guest's name and email, the recorder (120 s), Cancel and Send Reply. */
export function ReplyDialog({
  message,
  onOpenChange,
}: {
  /** The message being answered; null closes the dialog. */
  message: VoiceMessage | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">{message && <ReplyBody message={message} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function ReplyBody({ message, onDone }: { message: VoiceMessage; onDone: () => void }) {
  const { t } = useAppT();
  const [value, setValue] = useState<RecorderValue | null>(null);
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const send = useSendVoiceReply();
  const name = useGuestName()(message.senderName);
  const busy = uploading || send.isPending;

  const submit = async () => {
    if (!value) return;
    setUploading(true);
    try {
      const { path } = await value.upload.settle();
      setUploading(false);
      await send.mutateAsync({ voiceMessageId: message.id, audioPath: path, duration: value.recording.duration });
      toast({ title: t('dashboard.reply.sent'), description: t('dashboard.reply.sentDetail') });
      onDone();
    } catch (error) {
      console.error('Reply failed', error);
      setUploading(false);
      setFailed(true);
      toast({ title: t('dashboard.reply.errorTitle'), description: t('dashboard.reply.failed'), variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dashboard.reply.title')}</DialogTitle>
        <DialogDescription>
          {fillPlaceholders(t('dashboard.reply.to'), {
            name: <span className="font-medium text-foreground">{name}</span>,
            email: (
<EmailAddress email={message.senderEmail} />
            ),
          })}
        </DialogDescription>
      </DialogHeader>
      <UploadingRecorder
        maxSeconds={LIMITS.voiceReplySeconds}
        purpose="reply"
        onChange={(next) => {
          setValue(next);
          setFailed(false);
        }}
      />
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('dashboard.reply.failed')}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('dashboard.reply.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!value || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : failed ? <RotateCcw aria-hidden="true" /> : <Send aria-hidden="true" />}
          {failed ? t('dashboard.reply.retry') : t('dashboard.reply.send')}
        </Button>
      </DialogFooter>
    </>
  );
}
