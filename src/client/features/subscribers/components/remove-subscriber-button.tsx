import { Trash2 } from 'lucide-react';
import type { EmailSubscriber } from '../../../../shared/stats.types.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useDeleteSubscriber } from '../api/delete-subscriber.js';
import { EmailAddress } from '../../../components/email-address.js';

/** Removes a guest from the list after a confirm (not in docs/product-spec.md: a guest asked to be forgotten). */
export function RemoveSubscriberButton({ subscriber }: { subscriber: EmailSubscriber }) {
  const { t } = useAppT();
  const remove = useDeleteSubscriber();
  return (
    <ConfirmDialog
      trigger={
        <IconButton label={t('dashboard.subscribers.removeLabel', { email: subscriber.email })} variant="ghost" className="size-8 text-muted-foreground hover:text-destructive" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      }
      title={t('dashboard.subscribers.removeTitle')}
      description={
        <>
<EmailAddress email={subscriber.email} className="block font-medium text-foreground" />
          {t('dashboard.subscribers.removeConfirm')}
        </>
      }
      confirmLabel={t('dashboard.subscribers.remove')}
      cancelLabel={t('dashboard.subscribers.cancel')}
      onConfirm={() => remove.mutate(subscriber.id)}
    />
  );
}
