import { Trash2 } from 'lucide-react';
import type { EmailSubscriber } from '../../../../shared/stats.types.js';
import { UI } from '../../../../shared/ui.texts.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useDeleteSubscriber } from '../api/delete-subscriber.js';

/** Removes a guest from the list after a confirm (beyond the spec: a guest asked to be forgotten). */
export function RemoveSubscriberButton({ subscriber }: { subscriber: EmailSubscriber }) {
  const remove = useDeleteSubscriber();
  return (
    <ConfirmDialog
      trigger={
        <IconButton label={`Remove ${subscriber.email}`} variant="ghost" className="size-8 text-muted-foreground hover:text-destructive" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      }
      title="Remove subscriber"
      description={
        <>
          <span className="block break-all font-medium text-foreground">{subscriber.email}</span>
          {UI.removeSubscriberConfirm}
        </>
      }
      confirmLabel="Remove"
      onConfirm={() => remove.mutate(subscriber.id)}
    />
  );
}
