import Hourglass from 'lucide-react/icons/hourglass';
import { CAPSULE_UI } from '../../../shared/capsule.texts.js';
import { cx } from '../../lib/cx.js';

/** 'Messages will be opened on June 14, 2027', on the guest's page while the host's time capsule is sealed. */
export function CapsuleNotice({ day, theme }: { day: string; theme: 'white' | 'black' }) {
  return (
    <p
      className={cx(
        'mx-auto mt-4 flex max-w-xs items-center justify-center gap-2 rounded-full px-4 py-2 text-center text-sm font-medium backdrop-blur-md',
        theme === 'white' ? 'bg-black/35 text-white' : 'bg-white/75 text-stone-900',
      )}
      data-testid="capsule-notice"
    >
      <Hourglass className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {CAPSULE_UI.guestNotice(day)}
      </span>
    </p>
  );
}
