import Mic from 'lucide-react/icons/mic';
import type { ComponentProps } from 'react';
import { useT } from '../../../lib/i18n/guest-texts.js';
import { cx } from '../../../lib/cx.js';

export interface RecordMessageButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** The profile a message will be sent to (POST /api/voice-messages creatorProfileId). */
  creatorProfileId: string;
  displayName: string;
  className?: string;
}

/**
 * The public page's pulsing record button, in the page theme's colours (docs/decisions/080). The recording flow (features/messages) is wired in by the app's route
 * through the card's `recordAction`, which passes its click and preload handlers in here.
 */
export function RecordMessageButton({ className, creatorProfileId: _profileId, displayName: _displayName, ...props }: RecordMessageButtonProps) {
  const { t } = useT();
  return (
    <button
      type="button"
      {...props}
      className={cx(
        'inline-flex min-h-14 items-center justify-center gap-2.5 whitespace-nowrap rounded-full bg-rose-700 [background-image:linear-gradient(to_right,var(--page-accent-from),var(--page-accent-to))] py-3 ps-3 pe-6 text-base font-semibold text-[var(--page-accent-text,#fff)] shadow-xl shadow-black/30 transition-transform hover:scale-[1.02] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/80 motion-safe:animate-pulse-ring',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-white/20">
        <Mic className="size-4" aria-hidden="true" />
      </span>
      {t('page.recordSpecialMessage')}
    </button>
  );
}
