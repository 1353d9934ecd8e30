import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoiceMessage } from '../../../../shared/voice.types.js';
import { mediaUrl } from '../../../../shared/media-url.js';
import { useUpdateVoiceMessage } from '../api/update-voice-message.js';

export interface PlayerPosition {
  /** The message last started: its position stays shown (and seekable) while paused. */
  id: string;
  currentTime: number;
  /** From the file's header: known for the playable copy (MP3), NaN until the player has read it. */
  duration: number;
}

/**
 * One audio element for a whole list: starting a message stops the one playing. It plays the message's playable copy
 * once the server has made it (the original until then). The first play of a message marks it played on the server
 * (docs/product-spec.md, section 4), once.
 */
export function useMessagePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [position, setPosition] = useState<PlayerPosition | null>(null);
  const activeId = useRef<string | null>(null);
  const update = useUpdateVoiceMessage();
  const marked = useRef(new Set<string>());

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );

  const element = useCallback(() => {
    if (audio.current) return audio.current;
    const el = new Audio();
    el.preload = 'none';
    el.addEventListener('ended', () => setPlayingId(null));
    // A pause fired by switching to another message arrives after the new one started: ignore it then.
    el.addEventListener('pause', () => el.paused && setPlayingId(null));
    const report = () => activeId.current && setPosition({ id: activeId.current, currentTime: el.currentTime, duration: el.duration });
    for (const event of ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked']) el.addEventListener(event, report);
    audio.current = el;
    return el;
  }, []);

  const toggle = useCallback(
    (message: VoiceMessage) => {
      const el = element();
      if (playingId === message.id) {
        el.pause();
        return;
      }
      const src = mediaUrl(message.playablePath ?? message.audioPath);
      if (!src) return;
      // Resuming the paused message continues where it stopped.
      if (activeId.current !== message.id) {
        el.pause();
        el.src = src;
        activeId.current = message.id;
        setPosition({ id: message.id, currentTime: 0, duration: NaN });
      }
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
    [element, playingId, update],
  );

  /** Moves the active message to `seconds`. */
  const seek = useCallback((seconds: number) => {
    if (audio.current && Number.isFinite(seconds)) audio.current.currentTime = seconds;
  }, []);

  return { playingId, failedId, position, toggle, seek };
}
