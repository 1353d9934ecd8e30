import { BRAND } from '../../../../shared/brand.texts.js';

/** The spec lists Privacy and Terms entries without destinations; they stay plain text until those pages exist. */
export function LandingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {BRAND}. All rights reserved.
        </p>
        <ul className="flex gap-6" aria-label="Legal">
          <li>Privacy</li>
          <li>Terms</li>
        </ul>
      </div>
    </footer>
  );
}
