import Hourglass from 'lucide-react/icons/hourglass';
import { formatEventDate } from '../lib/format-event-date.js';
import { useT } from '../lib/i18n/guest-texts.js';
import { cx } from '../lib/cx.js';

/** 'Messages will be opened on June 14, 2027', in the page's language, on the guest's page while the host's time capsule is sealed. */
export function CapsuleNotice({ day, theme }: { day: string; theme: 'white' | 'black' }) {
  const { t, language } = useT();
  return (
    <p
      className={cx(
        'mx-auto mt-4 flex max-w-xs items-center justify-center gap-2 rounded-full px-4 py-2 text-center text-sm font-medium backdrop-blur-md',
        theme === 'white' ? 'bg-black/35 text-white' : 'bg-white/75 text-stone-900',
      )}
      data-testid="capsule-notice"
    >
      <Hourglass className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('capsule.notice', { date: formatEventDate(day, language) })}</span>
    </p>
  );
}
