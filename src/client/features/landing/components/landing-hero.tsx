import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { MARKETING_COUNTERS, UI } from '../../../../shared/ui.texts.js';
import { Button } from '../../../components/ui/button.js';
import { SamplePhone } from './sample-phone.js';

export function LandingHero() {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
      <div className="text-center lg:text-left">
        <p className="inline-flex items-center gap-2 rounded-full border border-rose-200 bg-white/70 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-rose-800 sm:tracking-[0.18em]">
          <Heart className="size-3.5 fill-current" aria-hidden="true" />
          Weddings · Birthdays · Anniversaries
        </p>
        <h1 className="mt-5 font-display text-4xl font-semibold leading-[1.08] tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">
          {UI.landingHeadline}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground lg:mx-0">
          Share one link. Guests tap, speak from the heart and leave their email — you listen, reply by voice and keep
          every message.
        </p>
        <p className="mt-3 text-sm font-medium text-stone-700">{UI.landingCredentials}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
          <Button asChild size="lg">
            <Link to="/auth?mode=signup">{UI.createYourProduct}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/auth?mode=signin">{UI.loginToExisting}</Link>
          </Button>
        </div>
        <dl className="mx-auto mt-10 grid max-w-md grid-cols-3 gap-4 lg:mx-0">
          {MARKETING_COUNTERS.map((c) => (
            <div key={c.label} className="rounded-2xl border border-border bg-card/70 px-3 py-4 text-center shadow-sm">
              <dt className="sr-only">{c.label}</dt>
              <dd className="font-display text-2xl font-semibold text-rose-800 sm:text-3xl">{c.value}</dd>
              <dd className="mt-1 text-xs font-medium text-muted-foreground sm:text-sm">{c.label}</dd>
            </div>
          ))}
        </dl>
      </div>
      <SamplePhone />
    </section>
  );
}
