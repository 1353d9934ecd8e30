import { Pause, Play, Shuffle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ProfileGreeting } from '../../../../shared/profile.types.js';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { formatClock } from '../../../../shared/format-clock.js';
import type { useGuestMessageDraft } from '../hooks/use-guest-message-draft.js';

type DraftPrompt = ReturnType<typeof useGuestMessageDraft>['prompt'];

/**
 * What the host left for guests above the recorder (docs/decisions/051): their greeting, played only when the guest presses
 * 'Play greeting' (never on its own, and paused once recording starts, so the microphone does not take it in), and
 * one of their questions with 'Another question'. Shared by the public modal and the alternative page's sheet.
 */
export function RecordStepIntro({
  displayName,
  greeting,
  prompt,
  promptCount,
  className,
}: {
  className?: string;
  displayName: string;
  greeting: ProfileGreeting | null | undefined;
  prompt: DraftPrompt;
  promptCount: number;
}) {
  const { t } = useT();
  if (!greeting && !prompt.text) return null;
  return (
    <div className={cn('grid gap-3', className)}>
      {greeting && <GreetingPlayer greeting={greeting} displayName={displayName} recording={prompt.locked} />}
      {prompt.text && (
        <section aria-labelledby="guest-prompt-heading" className="grid gap-2 rounded-xl border border-border bg-muted/50 p-4">
          <h3 id="guest-prompt-heading" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('greeting.promptHeading')}
          </h3>
          <p className="text-base font-medium leading-snug break-words" aria-live="polite" data-testid="guest-prompt">
            {prompt.text}
          </p>
          {promptCount > 1 && !prompt.locked && (
            <Button variant="ghost" size="sm" className="-ms-2 w-fit" onClick={prompt.next} disabled={!prompt.canChange}>
              <Shuffle aria-hidden="true" /> {t('greeting.anotherQuestion')}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

function GreetingPlayer({ greeting, displayName, recording }: { greeting: ProfileGreeting; displayName: string; recording: boolean }) {
  const { t } = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (recording) audio.current?.pause();
  }, [recording]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    setFailed(false);
    element.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant={playing ? 'default' : 'outline'} size="sm" onClick={toggle} aria-pressed={playing} disabled={recording}>
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {playing ? t('greeting.pause') : t('greeting.play')}
      </Button>
      <span className="text-sm text-muted-foreground">
        {t('greeting.from', { name: displayName })} · {formatClock(greeting.duration)}
      </span>
      {failed && (
        <span role="alert" className="w-full text-xs text-destructive">
          {t('greeting.playFailed')}
        </span>
      )}
      {/* Nothing loads until the guest presses Play; no controls of its own, and never autoplay. */}
      <audio
        ref={audio}
        src={greeting.audioPath}
        preload="none"
        data-testid="greeting-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}
