import { Link } from 'react-router';
import { BrandMark } from '../../../components/layout/brand-mark.js';
import { Button } from '../../../components/ui/button.js';

export function LandingNav() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <BrandMark />
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/auth?mode=signin">Login</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/auth?mode=signup">Get Started</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
