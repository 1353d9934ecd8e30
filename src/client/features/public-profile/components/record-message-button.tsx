import { Mic } from 'lucide-react';
import { UI } from '../../../../shared/ui-texts.js';
import { cn } from '../../../lib/cn.js';

export interface RecordMessageButtonProps {
  /** The profile a message will be sent to (POST /api/voice-messages creatorProfileId). */
  creatorProfileId: string;
  displayName: string;
  className?: string;
}

/**
 * The slot where the public page's recording flow starts. For now only the button; the record modal
 * (record step, then info step) is opened from here once it exists, and should be loaded lazily so the
 * recorder's code is fetched only when a guest taps the button.
 */
export function RecordMessageButton({ className }: RecordMessageButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-14 items-center justify-center gap-2.5 whitespace-nowrap rounded-full bg-gradient-to-r from-rose-600 to-rose-700 py-3 pl-3 pr-6 text-base font-semibold text-white shadow-xl shadow-rose-950/30 transition-transform hover:scale-[1.02] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/80 motion-safe:animate-pulse-ring',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-white/20">
        <Mic className="size-4" aria-hidden="true" />
      </span>
      {UI.recordSpecialMessage}
    </button>
  );
}
