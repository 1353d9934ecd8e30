import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { mediaUrl } from '../../../lib/urls.js';
import { useUpdateVoiceMessage } from '../api/update-voice-message.js';

/**
 * One audio element for a whole list: starting a message stops the one playing. The first play of a message
 * marks it played on the server (spec section 4), once.
 */
export function useMessagePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const update = useUpdateVoiceMessage();
  const marked = useRef(new Set<string>());

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );

  const toggle = useCallback(
    (message: VoiceMessage) => {
      let el = audio.current;
      if (!el) {
        el = new Audio();
        el.preload = 'none';
        el.addEventListener('ended', () => setPlayingId(null));
        const current = el;
        // A pause fired by switching to another message arrives after the new one started: ignore it then.
        current.addEventListener('pause', () => current.paused && setPlayingId(null));
        audio.current = el;
      }
      if (playingId === message.id) {
        el.pause();
        return;
      }
      const src = mediaUrl(message.audioPath);
      if (!src) return;
      el.pause();
      el.src = src;
      setFailedId(null);
      el.play().then(
        () => {
          setPlayingId(message.id);
          if (!message.isPlayed && !marked.current.has(message.id)) {
            marked.current.add(message.id);
            update.mutate({ id: message.id, patch: { isPlayed: true } }, { onError: () => marked.current.delete(message.id) });
          }
        },
        (error: unknown) => {
          console.error('Could not play the message', error);
          setPlayingId(null);
          setFailedId(message.id);
        },
      );
    },
    [playingId, update],
  );

  return { playingId, failedId, toggle };
}
