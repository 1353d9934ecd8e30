import { Mic } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { UI } from '../../../../shared/ui-texts.js';
import { cn } from '../../../lib/cn.js';
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
export function RecordMessageFlow({ target, className }: { target: RecordTarget; className?: string }) {
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
      <button
        type="button"
        onClick={() => openWith(null)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
        className={cn(
          'inline-flex min-h-14 items-center justify-center gap-3 rounded-full bg-gradient-to-r from-rose-600 to-rose-700 px-7 py-4 text-base font-semibold text-white shadow-xl shadow-rose-950/30 transition-transform hover:scale-[1.02] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/80 motion-safe:animate-pulse-ring',
          className,
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-white/20">
          <Mic className="size-4" aria-hidden="true" />
        </span>
        {UI.recordSpecialMessage}
      </button>
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
