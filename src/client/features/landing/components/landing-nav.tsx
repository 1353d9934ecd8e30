import { Link } from 'react-router';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

/** The brand and the two ways in; on a phone the buttons sit closer, so longer words (Anmelden, Connexion) fit beside the brand. */
export function LandingNav() {
  const { t } = useAppT();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <nav aria-label={t('auth.landing.mainNav')} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <BrandMark />
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
            <Link to="/auth?mode=signin">{t('auth.landing.login')}</Link>
          </Button>
          <Button asChild size="sm" className="px-3 sm:px-4">
            <Link to="/auth?mode=signup">{t('auth.landing.getStarted')}</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
