import { Loader2, Mic, RotateCcw, Square } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/guest-texts.js';
import { Button } from '../../components/ui/button.js';
import { cn } from '../../lib/cn.js';
import { formatClock } from '../../../shared/format-clock.js';
import { type Recording, useRecorder } from '../hooks/use-recorder.js';
import { LevelMeter } from './level-meter.js';
import { MicHelp } from './mic-help.js';
import { PhoneRecorderInput } from './phone-recorder-input.js';

export interface VoiceRecorderProps {
  maxSeconds: number;
  label?: string;
  /** A recording that exists, or null after Re-record: called the moment recording stops. */
  onChange: (recording: Recording | null) => void;
  /** What the owner of the recording says about it, shown under the preview (the upload's progress). */
  status?: ReactNode;
  /** A recording kept from earlier to show instead of 'Ready to record' (an unsent message from this device). */
  initial?: { blob: Blob; duration: number } | null;
  /** The capture began (in this encoding) and a piece of it arrived: for keeping it on the device while recording. */
  onCaptureStart?: (mimeType: string) => void;
  onChunk?: (chunk: Blob) => void;
  className?: string;
  /** Offers choosing a recorded file beside the record button, in these words (a host's greeting may be a file). */
  fileChoice?: { label: string; hint: string };
}

/** How long opening the microphone may take before the phone-recorder path is offered beside the wait. */
const SLOW_START_MS = 5000;

/**
 * The shared recorder of the public modal and the reply dialog (docs/product-spec.md, sections 2, 4 and 9). It only
 * records: it hands each finished take to `onChange` and shows the `status` it is given; what happens to the take is
 * the caller's.
 */
export function VoiceRecorder({ maxSeconds, label, onChange, status: takeStatus, initial, onCaptureStart, onChunk, className, fileChoice }: VoiceRecorderProps) {
  const { t } = useT();
  const [playable, setPlayable] = useState(true);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const begin = (recording: Recording) => {
    setPlayable(true);
    onChangeRef.current(recording);
  };

  const recorder = useRecorder({ maxSeconds, onRecorded: begin, onCaptureStart, onChunk });

  const restored = useRef(false);
  useEffect(() => {
    if (initial && !restored.current) {
      restored.current = true;
      begin(recorder.adopt(initial.blob, initial.duration));
    }
    // Only the first recording given is restored; later changes come from this recorder itself.
  }, [initial]);

  const reRecord = () => {
    recorder.reset();
    onChangeRef.current(null);
  };

  const { status } = recorder;
  const [slowStart, setSlowStart] = useState(false);
  useEffect(() => {
    if (status !== 'starting') return setSlowStart(false);
    const timer = setTimeout(() => setSlowStart(true), SLOW_START_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // The record button disappears once recording stops; keyboard focus moves to the preview instead of being lost.
  const container = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (status !== 'recorded' || !container.current || !preview.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.contains(container.current)) preview.current.focus();
  }, [status, recorder.previewUrl]);
  const seconds = status === 'recorded' ? (recorder.recording?.duration ?? 0) : recorder.elapsedMs / 1000;
  const statusText =
    status === 'recording'
      ? t('recorder.recording')
      : status === 'processing'
        ? t('recorder.processing')
        : status === 'recorded'
          ? t('recorder.recorded')
          : status === 'starting'
            ? t('recorder.waitingForMicrophone')
            : status === 'error'
              ? ''
              : t('recorder.readyToRecord');
  const phoneRecorder = (
    <PhoneRecorderInput maxSeconds={maxSeconds} onChosen={(file, duration) => begin(recorder.adopt(file, Math.max(1, Math.round(duration ?? 1))))} />
  );

  return (
    <div ref={container} className={cn('flex flex-col items-center gap-4 text-center', className)}>
      {label && <p className="text-sm font-medium">{label}</p>}

      {status !== 'recorded' && (
        <div className="relative">
          <Button
            size="icon"
            variant={status === 'recording' ? 'destructive' : 'default'}
            className={cn('size-20 [&_svg]:size-8', status === 'recording' && 'animate-pulse-ring')}
            // aria-disabled rather than disabled: a disabled button drops keyboard focus while the microphone opens.
            onClick={() => {
              if (status === 'recording') void recorder.stop();
              else if (status === 'idle' || status === 'error') void recorder.start();
            }}
            aria-disabled={status === 'starting' || status === 'processing'}
            aria-label={status === 'recording' ? t('recorder.stopRecording') : t('recorder.startRecording')}
          >
            {status === 'recording' ? (
              <Square aria-hidden="true" />
            ) : status === 'starting' || status === 'processing' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Mic aria-hidden="true" />
            )}
          </Button>
          {status === 'recording' && recorder.countdown > 0 && (
            <span
              className="pointer-events-none absolute -end-3 -top-3 flex size-9 items-center justify-center rounded-full bg-foreground text-lg font-bold text-background shadow-lg"
              aria-hidden="true"
              data-testid="recorder-countdown"
            >
              {recorder.countdown}
            </span>
          )}
        </div>
      )}

      <div className="flex flex-col items-center gap-1" aria-live="polite">
        {statusText && <p className="text-sm font-medium">{statusText}</p>}
        {status === 'recording' && (
          <p className="text-sm text-muted-foreground">{recorder.countdown > 0 ? t('recorder.countdown', { n: recorder.countdown }) : t('recorder.speakNow')}</p>
        )}
        {(status === 'recording' || status === 'processing' || status === 'recorded') && (
          <p dir="ltr" className="font-mono text-sm tabular-nums text-muted-foreground" data-testid="recorder-timer">
            {formatClock(seconds)} / {formatClock(maxSeconds)}
          </p>
        )}
        {status === 'recorded' && recorder.interrupted && <p className="text-sm text-muted-foreground">{t('recorder.interrupted')}</p>}
      </div>

      {status === 'recording' && <LevelMeter level={recorder.level} />}

      {status === 'error' && recorder.problem && (
        <div className="grid w-full justify-items-center gap-4">
          <MicHelp problem={recorder.problem} />
          <div className="grid w-full justify-items-center gap-2 border-t pt-4">
            <p className="text-sm text-muted-foreground">{t('recorder.orUsePhoneRecorder')}</p>
            {phoneRecorder}
          </div>
        </div>
      )}
      {status === 'starting' && slowStart && phoneRecorder}
      {fileChoice && status === 'idle' && (
        <PhoneRecorderInput
          maxSeconds={maxSeconds}
          label={fileChoice.label}
          hint={fileChoice.hint}
          onChosen={(file, duration) => begin(recorder.adopt(file, Math.max(1, Math.round(duration ?? 1))))}
        />
      )}

      {status === 'recorded' && recorder.previewUrl && (
        <div className="flex w-full flex-col items-center gap-3">
          <audio
            ref={preview}
            dir="ltr"
            controls
            src={recorder.previewUrl}
            aria-label={t('recorder.recorded')}
            className="w-full"
            preload="metadata"
            onError={() => setPlayable(false)}
          />
          {!playable && <p className="text-xs text-muted-foreground">{t('recorder.previewUnavailable')}</p>}
          {takeStatus}
          <Button variant="outline" size="sm" onClick={reRecord}>
            <RotateCcw aria-hidden="true" /> {t('recorder.reRecord')}
          </Button>
        </div>
      )}
    </div>
  );
}
