import { useDocumentTitle } from '../../lib/use-document-title.js';
import { LandingFooter } from './components/landing-footer.js';
import { LandingHero } from './components/landing-hero.js';
import { LandingNav } from './components/landing-nav.js';

/** Signed-out "/": static marketing page. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_#fde8ec_0%,_#fbf7f3_55%)]">
      <LandingNav />
      <main className="flex-1">
        <LandingHero />
      </main>
      <LandingFooter />
    </div>
  );
}
