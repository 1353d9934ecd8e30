import { Trash2 } from 'lucide-react';
import { VOICE_UI } from '../../../../shared/voice.messages.js';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/use-toast.js';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" disabled={remove.isPending} aria-label={`${VOICE_UI.delete} (${senderLabel})`}>
          <Trash2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{VOICE_UI.delete}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{VOICE_UI.delete}</AlertDialogTitle>
          <AlertDialogDescription>{VOICE_UI.confirmDelete}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{VOICE_UI.cancel}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={confirm}>
            {VOICE_UI.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
