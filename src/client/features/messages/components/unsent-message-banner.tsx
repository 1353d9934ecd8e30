import { Loader2, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../lib/toast.js';
import { guestServerMessage } from '../../../lib/i18n/guest-server-message.js';
import { deliverMessage, inflightDeliveries } from '../lib/deliver-message.js';
import { blobOf, forgetUnsent, listUnsentFor, type UnsentMessage } from '../lib/unsent-messages.js';

/**
 * 'You have an unsent message': a recording kept on this device whose send never got the server's 201
 * (closed tab, crash, no network). Send finishes it (or opens the modal when the guest's email is missing).
 */
export function UnsentMessageBanner({
  creatorProfileId,
  onContinue,
  refreshKey,
}: {
  creatorProfileId: string;
  /** Opens the record modal with this recording, for one that still needs the guest's details. */
  onContinue: (message: UnsentMessage) => void;
  /** Changes when the list may have changed (the modal closed). */
  refreshKey?: unknown;
}) {
  const { t, language } = useT();
  const [unsent, setUnsent] = useState<UnsentMessage[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const busy = busyId !== null;
  const sending = useSyncExternalStore(inflightDeliveries.subscribe, inflightDeliveries.get);

  const reload = useCallback(() => {
    void listUnsentFor(creatorProfileId).then(setUnsent);
  }, [creatorProfileId]);
  useEffect(reload, [reload, refreshKey, sending]);

  // Sends started elsewhere (the open modal) are not offered again; this banner's own send stays shown.
  const first = unsent.find((m) => !sending.has(m.id) || m.id === busyId);
  if (!first) return null;

  const send = async () => {
    if (!first.details) return onContinue(first);
    setBusyId(first.id);
    try {
      await deliverMessage({
        localId: first.id,
        creatorProfileId: first.creatorProfileId,
        blob: blobOf(first),
        duration: first.duration,
        details: first.details,
        audioPath: first.audioPath,
        prompt: first.prompt,
        language,
      });
      toast({ title: t('modal.sentTitle'), description: t('modal.sentDetail') });
    } catch (error) {
      toast({ title: t('modal.errorTitle'), description: guestServerMessage(error, t, t('modal.sendFailedFallback')), variant: 'destructive' });
      // A refused message (4xx) goes back to the modal, where the guest can fix the details or record again.
      onContinue(first);
    } finally {
      setBusyId(null);
      reload();
    }
  };

  const discard = async () => {
    await forgetUnsent(first.id);
    reload();
  };

  return (
    <section
      aria-labelledby="unsent-title"
      className="w-full rounded-2xl border border-white/20 bg-white/95 p-4 text-start text-stone-900 shadow-xl backdrop-blur"
    >
      <h2 id="unsent-title" className="font-semibold">
        {t('unsent.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{first.partial ? t('unsent.partialDetail') : t('unsent.detail')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void send()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />} {t('unsent.send')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void discard()} disabled={busy}>
          <Trash2 aria-hidden="true" /> {t('unsent.discard')}
        </Button>
      </div>
    </section>
  );
}
