import { Mail, Mic } from 'lucide-react';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** Static marketing content (docs/product-spec.md, section 1): what a guest sees, drawn as a phone. Nothing in it is interactive. */
export function SamplePhone() {
  const { t } = useAppT();
  return (
    <figure className="relative mx-auto w-full max-w-[18rem] sm:max-w-[19rem]" aria-label={t('auth.landing.sample.label')}>
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-rose-200/70 via-amber-100/60 to-transparent blur-2xl" />
      <div className="rounded-[2.75rem] border-[10px] border-stone-900 bg-stone-900 shadow-2xl shadow-rose-950/25">
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-b from-rose-900 via-rose-800 to-stone-900 px-5 pb-8 pt-10 text-center text-white">
          <div aria-hidden="true" className="absolute left-1/2 top-2 h-5 w-24 -translate-x-1/2 rounded-full bg-stone-900" />
          <div className="relative mx-auto w-fit">
            <div className="flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-amber-200 to-rose-300 font-display text-2xl font-semibold text-rose-950 ring-4 ring-white/70">
              {t('auth.landing.sample.initials')}
            </div>
            <span className="absolute bottom-1 end-1 size-4 rounded-full bg-emerald-400 ring-2 ring-rose-900">
              <span className="sr-only">{t('auth.landing.sample.online')}</span>
            </span>
          </div>
          <p className="mt-4 font-display text-2xl font-semibold">{t('auth.landing.sample.names')}</p>
          <p className="text-sm font-medium uppercase tracking-[0.2em] text-amber-100">{t('auth.landing.sample.subtitle')}</p>
          <p className="mt-4 text-sm leading-relaxed text-white/90">
            {t('auth.landing.sample.greeting')}
          </p>
          <div className="mt-6 flex items-center justify-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-semibold text-rose-800 shadow-lg">
            <Mic className="size-4" aria-hidden="true" />
            {t('auth.landing.sample.sendVoice')}
          </div>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-white/85">
            <Mail className="size-3.5" aria-hidden="true" />
            {t('auth.landing.sample.replyNote')}
          </p>
        </div>
      </div>
    </figure>
  );
}
