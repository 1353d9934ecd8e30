import { FileAudio } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { LIMITS } from '../../../shared/limits.js';
import { useT } from '../../lib/i18n/guest-texts.js';
import { platformOf } from '../../lib/in-app-browser.js';
import { cn } from '../../lib/cn.js';

/** File names phones' recorders give (some send no type at all): the server judges the bytes anyway. */
const AUDIO_NAME = /\.(m4a|mp4|aac|mp3|amr|3gpp?|3g2|ogg|oga|opus|webm|wav|flac|caf)$/i;
const METADATA_TIMEOUT_MS = 3000;

/** The file's length as the browser reads it; undefined when it cannot (AMR in most browsers): the server measures. */
function readDuration(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (value: number | undefined) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      audio.removeAttribute('src');
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), METADATA_TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : undefined);
    audio.onerror = () => done(undefined);
    audio.src = url;
  });
}

/**
 * 'Record with your phone's recorder': a file input that takes a voice memo or a recording from the phone's own
 * recorder app (Android opens it straight away with `capture`), for browsers that cannot record or were refused
 * the microphone. A chosen file then goes on exactly like a recording made here.
 */
export function PhoneRecorderInput({
  maxSeconds,
  onChosen,
  className,
  label,
  hint,
}: {
  maxSeconds: number;
  onChosen: (file: File, durationSeconds: number | undefined) => void;
  className?: string;
  /** The button's words and the line under it, when the file is offered for another reason (a host's greeting file). */
  label?: string;
  hint?: string;
}) {
  const { t } = useT();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const android = platformOf(navigator.userAgent) === 'android';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('audio/') && !AUDIO_NAME.test(file.name)) return setProblem(t('recorder.fileNotAudio'));
    if (file.size > LIMITS.voiceUploadBytes) return setProblem(t('recorder.fileTooLarge'));
    const seconds = await readDuration(file);
    if (seconds !== undefined && seconds > maxSeconds + LIMITS.durationToleranceSeconds) return setProblem(t('recorder.fileTooLong', { max: maxSeconds }));
    onChosen(file, seconds);
  };

  return (
    <div className={cn('grid justify-items-center gap-2 text-center', className)}>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-input bg-background px-5 text-sm font-semibold shadow-sm hover:bg-accent focus-within:outline-none focus-within:ring-2 focus-within:ring-ring"
      >
        <FileAudio className="size-4" aria-hidden="true" />
        {label ?? t('recorder.phoneRecorder')}
        <input
          id={id}
          type="file"
          accept="audio/*"
          // Android's Chrome opens the sound recorder with it; iOS ignores it for audio and offers Voice Memos' files.
          {...(android ? { capture: 'user' as const } : {})}
          className="sr-only"
          onChange={(event) => void choose(event)}
        />
      </label>
      <p className="text-xs text-muted-foreground">{hint ?? t('recorder.phoneRecorderHint')}</p>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
