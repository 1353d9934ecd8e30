import { useEffect, useRef, useState } from 'react';
import type { ProfileGreeting } from '../../../../shared/profile.types.js';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { toast } from '../../../lib/toast.js';
import { sealedDay } from '../../../capsule/sealed-day.js';
import { formatEventDate } from '../../../lib/format-event-date.js';
import type { RecorderValue } from '../../../recording-upload/uploading-recorder.js';
import { EMPTY_DETAILS, type GuestDetailsValue } from '../components/guest-details-step.js';
import { deliverMessage } from '../lib/deliver-message.js';
import { beginTake, type Take } from '../lib/interrupted-takes.js';
import { forgetUnsent, keepRecording, type UnsentMessage } from '../lib/unsent-messages.js';
import { useUploadState } from '../../../recording-upload/use-upload-state.js';
import { useMessagePhoto } from './use-message-photo.js';
import { serverCode } from '../../../lib/api-client.js';
import { pickPrompt } from '../lib/pick-prompt.js';

/** The page a guest's message is for. */
export interface RecordTarget {
  creatorProfileId: string;
  username: string;
  displayName: string;
  /** The page's gallery, offered in the thank-you after sending (docs/decisions/080). */
  gallerySlug?: string;
  /** The host's prompt questions (docs/decisions/051); one is shown at random. */
  prompts?: readonly string[];
  /** The host's greeting, played only when the guest asks. */
  greeting?: ProfileGreeting | null;
  /** The host's time capsule (decision 052): a guest who sent is told when the messages open. */
  sealedUntil?: string | null;
  sealedOpensAt?: string | null;
}

/**
 * A guest's message being written, wherever it is written (the public page's modal, the alternative page's sheet):
 * the take is kept on the device piece by piece while recording and whole once it exists (nothing a guest said is
 * lost: docs/decisions/022), Re-record discards it, and Send delivers it with retries. A send that finishes after the guest
 * closed the dialog only toasts; while the network holds it back, `stalled` says so.
 */
export function useGuestMessageDraft({
  target,
  resume = null,
  onSent,
  failureText,
}: {
  target: RecordTarget;
  /** An unsent recording from this device to continue with. */
  resume?: UnsentMessage | null;
  onSent: () => void;
  /** The toast's text when sending fails. */
  failureText: (error: unknown) => string;
}) {
  const { t, language } = useT();
  const [value, setValue] = useState<RecorderValue | null>(null);
  const [details, setDetails] = useState<GuestDetailsValue>(() =>
    resume?.details
      ? {
          name: resume.details.senderName ?? '',
          email: resume.details.senderEmail,
          subscribe: resume.details.subscribeToNewsletter,
          showName: resume.details.showNameOnPartyScreen === true,
        }
      : EMPTY_DETAILS,
  );
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const localId = useRef<Promise<string | null>>(Promise.resolve(resume?.id ?? null));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [initial] = useState(() => (resume ? { blob: new Blob([resume.audio], { type: resume.mimeType }), duration: resume.duration } : null));

  // The prompt question on screen: a resumed message keeps the one it was recorded with. It stays put from the moment
  // recording starts until Re-record, so the one sent is the one the guest was answering.
  const prompts = target.prompts ?? [];
  const [prompt, setPrompt] = useState<string | null>(() => (resume ? (resume.prompt ?? null) : pickPrompt(prompts)));
  const [capturing, setCapturing] = useState(false);

  // The take being recorded, kept on the device piece by piece until it is kept whole (interrupted-takes.ts).
  const take = useRef<Take | null>(null);
  useEffect(
    () => () => {
      // Closed mid-take: its pieces stay on the device and are offered on the next visit.
      take.current?.abandon();
    },
    [],
  );

  const onChange = (next: RecorderValue | null) => {
    setCapturing(false);
    const previous = localId.current;
    const finished = take.current;
    take.current = null;
    if (next && resume && next.recording.blob === initial?.blob) {
      // The restored recording is already kept under its own id.
    } else if (next) {
      localId.current = keepRecording({
        creatorProfileId: target.creatorProfileId,
        username: target.username,
        id: finished?.id,
        blob: next.recording.blob,
        duration: next.recording.duration,
        prompt,
      }).then(
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
  // The guest's optional photo (docs/decisions/082): uploaded as soon as chosen, sent as the message's photoPath.
  const photo = useMessagePhoto();
  const email = details.email.trim();

  /** Sends the message; false, without sending, while the recording or the email is missing. */
  const send = async (): Promise<boolean> => {
    if (!value || !email) return false;
    setSending(true);
    const name = details.name.trim();
    // A photo still on its way is waited for; one that did not go stops the send, and the field says why (the guest
    // removes it and sends: the message itself is never held by its photo).
    const photoPath = await photo.settled();
    if (photoPath === 'failed') {
      if (mounted.current) setSending(false);
      return false;
    }
    try {
      await deliverMessage(
        {
          localId: await localId.current,
          creatorProfileId: target.creatorProfileId,
          blob: value.recording.blob,
          duration: value.recording.duration,
          details: {
            senderEmail: email,
            ...(name ? { senderName: name } : {}),
            subscribeToNewsletter: details.subscribe,
            ...(details.showName ? { showNameOnPartyScreen: true } : {}),
          },
          upload: value.upload,
          prompt,
          language,
          ...(photoPath ? { photoPath } : {}),
        },
        () => setWaiting(true),
      );
      const sealed = sealedDay(target);
      const detail = t('modal.sentDetail');
      toast({ title: t('modal.sentTitle'), description: sealed ? `${detail} ${t('capsule.notice', { date: formatEventDate(sealed, language) })}.` : detail });
      if (mounted.current) onSent();
    } catch (error) {
      if (serverCode(error) === 'photo_path_invalid') photo.refused();
      toast({ title: t('modal.errorTitle'), description: failureText(error), variant: 'destructive' });
      if (mounted.current) {
        setSending(false);
        setWaiting(false);
      }
    }
    return true;
  };

  return {
    value,
    details,
    setDetails,
    sending,
    /** Sending, and held back by the network: the message goes out in the background once it can. */
    stalled: sending && (waiting || uploadState?.status === 'waiting'),
    canSend: Boolean(value) && email.length > 0 && !sending && !photo.blocksSend,
    photo,
    send,
    prompt: {
      /** The question on screen, or null when the host wrote none. */
      text: prompt,
      /** 'Another question' is offered while there is another to show and nothing is being or was recorded. */
      canChange: prompts.length > 1 && !capturing && !value,
      /** Recording (or recorded): the question stays the one being answered. */
      locked: capturing || Boolean(value),
      next: () => setPrompt((shown) => pickPrompt(prompts, shown)),
    },
    /** What the recorder needs: the take's callbacks and a kept recording to start from. */
    recorder: {
      onChange,
      initial,
      onCaptureStart: (mimeType: string) => {
        setCapturing(true);
        take.current = beginTake({ creatorProfileId: target.creatorProfileId, username: target.username, prompt }, mimeType);
      },
      onChunk: (chunk: Blob) => take.current?.keep(chunk),
    },
  };
}
