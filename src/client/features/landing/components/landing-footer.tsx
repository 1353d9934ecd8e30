import { useAppT } from '../../../lib/i18n/app-texts.js';

/** docs/product-spec.md (section 2) lists Privacy and Terms entries without destinations; they stay plain text until those pages exist. */
export function LandingFooter() {
  const { t } = useAppT();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>{t('auth.landing.footer.rights', { year: new Date().getFullYear() })}</p>
        <ul className="flex gap-6" aria-label={t('auth.landing.footer.legal')}>
          <li>{t('auth.landing.footer.privacy')}</li>
          <li>{t('auth.landing.footer.terms')}</li>
        </ul>
      </div>
    </footer>
  );
}
