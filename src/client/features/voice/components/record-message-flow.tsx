import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { UnsentMessage } from '../lib/unsent-messages.js';
import type { RecordTarget } from './record-message-modal.js';
import { UnsentMessageBanner } from './unsent-message-banner.js';

// The recorder and its modal load only when a guest is about to use them: /{username} must stay light.
const loadModal = () => import('./record-message-modal.js');
const RecordMessageModal = lazy(async () => ({ default: (await loadModal()).RecordMessageModal }));

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

  const openWith = (message: UnsentMessage | null) => {
    setResume(message);
    setOpen(true);
  };

  return (
    <div className="flex w-full flex-col items-center gap-4">
      {!open && <UnsentMessageBanner creatorProfileId={target.creatorProfileId} onContinue={openWith} refreshKey={closedCount} />}
      {renderButton({
        onClick: () => openWith(null),
        onPointerEnter: () => void loadModal(),
        onFocus: () => void loadModal(),
        'aria-haspopup': 'dialog',
      })}
      {(open || resume) && (
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
      )}
    </div>
  );
}
