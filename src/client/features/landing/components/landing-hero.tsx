import { Heart } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { COUNTERS, counterFigure } from './landing-counters.js';
import { SamplePhone } from './sample-phone.js';

export function LandingHero() {
  const { t, language } = useAppT();
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
      <div className="text-center lg:text-start">
        {/* One line on a phone (no letter-spacing there); the heart never shrinks, and sits by the first line if a long
            translation still wraps. */}
        <p className="inline-flex max-w-full items-start gap-2 rounded-full border border-rose-200 bg-white/70 px-3 py-1 text-start text-xs font-semibold uppercase tracking-normal text-rose-800 sm:items-center sm:tracking-[0.18em]">
          <Heart className="mt-0.5 size-3.5 shrink-0 fill-current sm:mt-0" aria-hidden="true" />
          <span>{t('auth.landing.occasions')}</span>
        </p>
        <h1 className="mt-5 font-display text-4xl font-semibold leading-[1.08] tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">
          {t('auth.landing.headline')}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground lg:mx-0">
          {t('auth.landing.intro')}
        </p>
        <p className="mt-3 text-sm font-medium text-stone-700">{t('auth.landing.credentials')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
          <Button asChild size="lg">
            <Link to="/auth?mode=signup">{t('auth.landing.createYourGuestbook')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/auth?mode=signin">{t('auth.landing.loginToExisting')}</Link>
          </Button>
        </div>
        <dl className="mx-auto mt-10 grid max-w-md grid-cols-3 gap-4 lg:mx-0">
          {COUNTERS.map((c) => (
            <div key={c.key} data-counter className="@container rounded-2xl border border-border bg-card/70 px-3 py-4 text-center shadow-sm">
              <dt className="sr-only">{t(c.key)}</dt>
              <dd
                className="whitespace-nowrap font-display text-[length:min(1.5rem,var(--fit))] font-semibold text-rose-800 sm:text-[length:min(1.875rem,var(--fit))]"
                style={fitting(counterFigure(c.value, language))}
              >
                {counterFigure(c.value, language)}
              </dd>
              <dd className="mt-1 text-xs font-medium text-muted-foreground sm:text-sm">{t(c.key)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <SamplePhone />
    </section>
  );
}

/**
 * The figure's size: the designed one (text-2xl, text-3xl) where it fits, smaller for longer figures ('500.000+', '2
 * مليون+') so each stays on one line inside its card: a figure's character is about 0.6 em wide, the card's width is
 * 100cqi.
 */
const fitting = (figure: string) => ({ '--fit': `${(100 / (0.6 * figure.length)).toFixed(1)}cqi` }) as CSSProperties;
