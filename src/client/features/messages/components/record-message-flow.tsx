import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { LoadBoundary } from '../../../components/layout/load-boundary.js';
import { buttonVariants } from '../../../components/ui/button-variants.js';
import { preloadToasts } from '../../../components/ui/toaster.js';
import { retryableLazy, whenIdle } from '../../../lib/retryable-lazy.js';
import { registerServiceWorker } from '../../../lib/service-worker.js';
import { dismissToast } from '../../../lib/toast.js';
import type { UnsentMessage } from '../lib/unsent-messages.js';
import type { RecordTarget } from '../hooks/use-guest-message-draft.js';
import { ThankYouPanel } from './thank-you-panel.js';

// The recorder and its modal are not part of the page's first load (/{username} must stay light), but they are
// fetched in idle time right after it is shown, so a tap on Record answers at once, even with the network gone.
const modal = retryableLazy(() => import('./record-message-modal.js'), (m) => m.RecordMessageModal);
// Neither banner is needed to paint the page or to tap Record (one shows in in-app browsers, the other only when this
// device kept a recording), so they follow in idle time too: the page's first load carries less.
const unsentBanner = retryableLazy(() => import('./unsent-message-banner.js'), (m) => m.UnsentMessageBanner);
const inAppBanner = retryableLazy(() => import('../../../components/open-in-browser-banner.js'), (m) => m.OpenInBrowserBanner);
/** The scripts the recorder loads by URL (the capture worklet, the WAV encoder), warmed for the service worker. */
const RECORDER_SCRIPTS = ['/recorder/audio-capture-processor.js', '/recorder/wav-encoder-worker.js'];

function preloadGuestFlow(): Promise<unknown> {
  void modal.preload();
  void preloadToasts();
  for (const url of RECORDER_SCRIPTS) void fetch(url).catch(() => undefined);
  registerServiceWorker();
  return Promise.all([unsentBanner.preload(), inAppBanner.preload()]);
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
  // After a message is sent, the page thanks the guest in the record button's place (docs/decisions/080).
  const [thanked, setThanked] = useState(false);
  // The banners render once their code is here (never a Suspense fallback, never a mismatch with the server's HTML).
  const [bannersLoaded, setBannersLoaded] = useState(false);
  useEffect(() => whenIdle(() => void preloadGuestFlow().then(() => setBannersLoaded(true))), []);
  const RecordMessageModal = modal.Component;
  const UnsentMessageBanner = unsentBanner.Component;
  const OpenInBrowserBanner = inAppBanner.Component;

  const openWith = (message: UnsentMessage | null) => {
    // A new take starts clean: the last send's 'Message sent!' (the thanks said it too) goes, rather than cover the
    // dialog's foot and take its Escape (a toast is a dismissable layer of its own).
    dismissToast();
    setThanked(false);
    setResume(message);
    setOpen(true);
  };

  return (
    <div className="flex w-full flex-col items-center gap-4">
      {bannersLoaded && (
        // Code that did not arrive (no network) leaves no banner, never the page's error screen.
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <OpenInBrowserBanner />
            {!open && !thanked && <UnsentMessageBanner creatorProfileId={target.creatorProfileId} onContinue={openWith} refreshKey={closedCount} />}
          </Suspense>
        </LoadBoundary>
      )}
      {thanked ? (
        <ThankYouPanel
          hostName={target.displayName}
          gallerySlug={target.gallerySlug}
          onBack={() => setThanked(false)}
          onRecordAnother={() => openWith(null)}
        />
      ) : (
        renderButton({
          onClick: () => openWith(null),
          onPointerEnter: () => void modal.preload(),
          onFocus: () => void modal.preload(),
          'aria-haspopup': 'dialog',
        })
      )}
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
              onSent={() => setThanked(true)}
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
  const { t } = useT();
  return (
    <div role="alert" className="flex w-full flex-col items-center gap-2 rounded-2xl bg-white/95 p-4 text-center text-sm text-stone-900 shadow-xl">
      <p>{t('recorder.recorderLoadFailed')}</p>
      <button type="button" className={buttonVariants({ size: 'sm' })} onClick={onRetry}>
        {t('recorder.tryAgain')}
      </button>
    </div>
  );
}
