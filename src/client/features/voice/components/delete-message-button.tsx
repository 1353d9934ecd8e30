import { Trash2 } from 'lucide-react';
import { VOICE_UI } from '../../../../shared/voice.texts.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../lib/toast.js';
import { useDeleteVoiceMessage } from '../api/delete-voice-message.js';

/** Delete after the spec's confirm prompt, as an accessible alert dialog; toasts either way. */
export function DeleteMessageButton({ messageId, senderLabel }: { messageId: string; senderLabel: string }) {
  const remove = useDeleteVoiceMessage();
  const confirm = () =>
    remove.mutate(messageId, {
      onSuccess: () => toast({ title: VOICE_UI.deleted }),
      onError: () => toast({ title: VOICE_UI.errorTitle, description: VOICE_UI.deleteFailed, variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      trigger={
        <IconButton variant="ghost" disabled={remove.isPending} label={`${VOICE_UI.delete} (${senderLabel})`}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      }
      title={VOICE_UI.delete}
      description={VOICE_UI.confirmDelete}
      confirmLabel={VOICE_UI.delete}
      cancelLabel={VOICE_UI.cancel}
      onConfirm={confirm}
    />
  );
}
