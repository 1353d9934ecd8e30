import { useEffect, useRef, useState } from 'react';
import { errorStatus } from '../../../lib/api-client.js';
import { uploadMessagePhoto } from '../api/upload-message-photo.js';
import { shrinkPhoto } from '../lib/shrink-photo.js';

/** Why a photo could not be added: the words the field shows (guest.json's modal.photo…). */
export type PhotoProblem = 'tooLarge' | 'notAPhoto' | 'failed' | 'notUsable';

export type MessagePhotoState =
  | { status: 'none' }
  /** preview: an address the page can show (the shrunk copy, or the server's JPEG once stored); null meanwhile. */
  | { status: 'uploading'; preview: string | null }
  | { status: 'ready'; preview: string; path: string }
  | { status: 'failed'; preview: string | null; problem: PhotoProblem };

const problemOf = (error: unknown): PhotoProblem => {
  const status = errorStatus(error);
  return status === 413 ? 'tooLarge' : status === 415 ? 'notAPhoto' : 'failed';
};

/**
 * The one optional photo a guest adds to their message (docs/decisions/082): shrunk on the phone where it can be, and
 * uploaded at once, as the recording is, so Send rarely waits for it. Removing it, or choosing another, forgets the
 * one before (the server sweeps an upload no message claims). A failed photo never holds the message: the guest
 * removes it and sends.
 */
export function useMessagePhoto() {
  const [state, setState] = useState<MessagePhotoState>({ status: 'none' });
  const run = useRef(0);
  const pending = useRef<Promise<string | null | 'failed'>>(Promise.resolve(null));
  const objectUrl = useRef<string | null>(null);

  const revoke = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };
  useEffect(() => revoke, []);

  const choose = (file: File) => {
    const mine = ++run.current;
    revoke();
    setState({ status: 'uploading', preview: null });
    const current = () => run.current === mine;
    pending.current = (async () => {
      const shrunk = await shrinkPhoto(file);
      if (!current()) return 'failed';
      const preview = shrunk.previewable ? (objectUrl.current = URL.createObjectURL(shrunk.blob)) : null;
      setState({ status: 'uploading', preview });
      try {
        const { path } = await uploadMessagePhoto(shrunk.blob, shrunk.name);
        // A picture this browser could not draw is shown as the server's JPEG of it.
        if (current()) setState({ status: 'ready', preview: preview ?? path, path });
        return current() ? path : 'failed';
      } catch (error) {
        if (current()) setState({ status: 'failed', preview, problem: problemOf(error) });
        return 'failed';
      }
    })();
  };

  const remove = () => {
    run.current++;
    revoke();
    pending.current = Promise.resolve(null);
    setState({ status: 'none' });
  };

  return {
    state,
    choose,
    remove,
    /** The server refused the stored photo when the message was sent (swept, or already sent): the guest removes it. */
    refused: () => setState((s) => ({ status: 'failed', preview: s.status === 'none' ? null : s.preview, problem: 'notUsable' })),
    /** The photo's path once its upload is done; null without a photo; 'failed' (said in `state`) when it did not go. */
    settled: (): Promise<string | null | 'failed'> => pending.current,
    /** Send waits while the photo is still on its way, and is held while a failed one is still chosen. */
    blocksSend: state.status === 'failed',
  };
}

export type MessagePhoto = ReturnType<typeof useMessagePhoto>;
