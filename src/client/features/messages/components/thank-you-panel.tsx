import Heart from 'lucide-react/icons/heart';
import Images from 'lucide-react/icons/images';
import { useEffect, useId, useRef } from 'react';
import { buttonVariants } from '../../../components/ui/button-variants.js';
import { useT } from '../../../lib/i18n/guest-texts.js';

/**
 * The moment after 'Message sent!' (docs/decisions/080): the hosts thank the guest by name and offer what comes next,
 * the gallery first. It takes the record button's place, so the page no longer pulses 'Record' at a guest who just
 * did; recording again is a quiet link, never the most prominent thing.
 */
export function ThankYouPanel({
  hostName,
  gallerySlug,
  onBack,
  onRecordAnother,
}: {
  hostName: string;
  /** The page's gallery; every page has one, a password-protected one shows its gate. */
  gallerySlug?: string;
  onBack: () => void;
  onRecordAnother: () => void;
}) {
  const { t, language } = useT();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The closing dialog hands the focus back to a record button that is gone: the thank-you takes it, so a screen
  // reader reads it and the keyboard starts here.
  useEffect(() => {
    const frame = requestAnimationFrame(() => title.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section
      aria-labelledby={titleId}
      className="flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-white/95 px-6 py-7 text-center text-stone-900 shadow-2xl shadow-black/30 backdrop-blur-md"
      data-testid="thank-you"
    >
      <span
        className="flex size-12 items-center justify-center rounded-full text-[var(--page-accent-text,#fff)] [background-image:linear-gradient(to_right,var(--page-accent-from),var(--page-accent-to))]"
        aria-hidden="true"
      >
        <Heart className="size-6 fill-current" />
      </span>
      <h2
        id={titleId}
        ref={title}
        tabIndex={-1}
        className="font-display text-2xl font-semibold leading-tight tracking-tight text-balance [font-family:var(--page-heading-font,var(--font-display))] [font-style:var(--page-heading-style,normal)] focus:outline-none"
      >
        {t('thanks.title', { name: hostName })}
      </h2>
      <p className="text-sm text-stone-700">{t('thanks.body', { name: hostName })}</p>
      {gallerySlug && (
        <div className="flex w-full flex-col items-center gap-1.5">
          <a
            href={`/g/${encodeURIComponent(gallerySlug)}?lang=${encodeURIComponent(language)}`}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-5 text-base font-semibold text-[var(--page-accent-text,#fff)] shadow-md [background-image:linear-gradient(to_right,var(--page-accent-from),var(--page-accent-to))] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2"
          >
            <Images className="size-5" aria-hidden="true" />
            {t('thanks.gallery')}
          </a>
          <p className="text-xs text-stone-600">{t('thanks.galleryHint')}</p>
        </div>
      )}
      <button type="button" onClick={onBack} className={buttonVariants({ variant: 'outline', className: 'w-full border-stone-300 bg-white text-stone-900' })}>
        {t('thanks.back')}
      </button>
      <button type="button" onClick={onRecordAnother} className="rounded-sm text-sm font-medium text-stone-600 underline underline-offset-4 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-stone-900">
        {t('thanks.recordAnother')}
      </button>
    </section>
  );
}
