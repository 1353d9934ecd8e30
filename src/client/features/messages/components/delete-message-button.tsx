import { Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useDeleteVoiceMessage } from '../api/delete-voice-message.js';

/** Delete after a confirm prompt (docs/product-spec.md, section 5), as an accessible alert dialog; toasts either way. */
export function DeleteMessageButton({ messageId, senderLabel }: { messageId: string; senderLabel: string }) {
  const { t } = useAppT();
  const remove = useDeleteVoiceMessage();
  const confirm = () =>
    remove.mutate(messageId, {
      onSuccess: () => toast({ title: t('dashboard.inbox.deleted') }),
      onError: () => toast({ title: t('dashboard.inbox.errorTitle'), description: t('dashboard.inbox.deleteFailed'), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      trigger={
        <IconButton variant="ghost" disabled={remove.isPending} label={t('dashboard.inbox.deleteFrom', { name: senderLabel })}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      }
      title={t('dashboard.inbox.delete')}
      description={t('dashboard.inbox.confirmDelete')}
      confirmLabel={t('dashboard.inbox.delete')}
      cancelLabel={t('dashboard.inbox.cancel')}
      onConfirm={confirm}
    />
  );
}
