import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { VOICE_UI } from '../../../../shared/voice.messages.js';
import { LoadBoundary } from '../../../components/layout/load-boundary.js';
import { OpenInBrowserBanner } from '../../../components/open-in-browser-banner.js';
import { Button } from '../../../components/ui/button.js';
import { preloadToasts } from '../../../components/ui/toaster.js';
import { retryableLazy, whenIdle } from '../../../lib/retryable-lazy.js';
import { registerServiceWorker } from '../../../lib/service-worker.js';
import type { UnsentMessage } from '../lib/unsent-messages.js';
import type { RecordTarget } from './record-message-modal.js';
import { UnsentMessageBanner } from './unsent-message-banner.js';

// The recorder and its modal are not part of the page's first load (/{username} must stay light), but they are
// fetched in idle time right after it is shown, so a tap on Record answers at once, even with the network gone.
const modal = retryableLazy(() => import('./record-message-modal.js'), (m) => m.RecordMessageModal);
/** The scripts the recorder loads by URL (the capture worklet, the WAV encoder), warmed for the service worker. */
const RECORDER_SCRIPTS = ['/recorder/audio-capture-processor.js', '/recorder/wav-encoder-worker.js'];

function preloadGuestFlow() {
  void modal.preload();
  void preloadToasts();
  for (const url of RECORDER_SCRIPTS) void fetch(url).catch(() => undefined);
  registerServiceWorker();
}

/**
 * The public page's 'Record a Special Message' button with its two-step modal, and the offer to send a recording
 * this device kept from an earlier visit.
 */
export interface OpenRecorderProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'dialog';
}

export function RecordMessageFlow({
  target,
  renderButton,
}: {
  target: RecordTarget;
  /** The page's own record button, given the handlers that open (and preload) the modal. */
  renderButton: (props: OpenRecorderProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [resume, setResume] = useState<UnsentMessage | null>(null);
  const [closedCount, setClosedCount] = useState(0);
  useEffect(() => whenIdle(preloadGuestFlow), []);
  const RecordMessageModal = modal.Component;

  const openWith = (message: UnsentMessage | null) => {
    setResume(message);
    setOpen(true);
  };

  return (
    <div className="flex w-full flex-col items-center gap-4">
      <OpenInBrowserBanner />
      {!open && <UnsentMessageBanner creatorProfileId={target.creatorProfileId} onContinue={openWith} refreshKey={closedCount} />}
      {renderButton({
        onClick: () => openWith(null),
        onPointerEnter: () => void modal.preload(),
        onFocus: () => void modal.preload(),
        'aria-haspopup': 'dialog',
      })}
      {(open || resume) && (
        <LoadBoundary
          onRetry={modal.retry}
          fallback={(retry) => <ModalLoadFailed onRetry={retry} />}
        >
          <Suspense fallback={null}>
            <RecordMessageModal
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) {
                setResume(null);
                setClosedCount((n) => n + 1);
              }
            }}
              target={target}
              resume={resume}
            />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

/**
 * In place of the record modal when its code could not be fetched: the page stays, and the guest can try again. Plain
 * markup, not a dialog: Radix's dialog code is not part of the page's first load either.
 */
function ModalLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex w-full flex-col items-center gap-2 rounded-2xl bg-white/95 p-4 text-center text-sm text-stone-900 shadow-xl">
      <p>{VOICE_UI.recorderLoadFailed}</p>
      <Button size="sm" onClick={onRetry}>
        {VOICE_UI.tryAgain}
      </Button>
    </div>
  );
}
