import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useAuthProviders } from '../api/get-auth-providers.js';

const PROVIDERS = [
  { id: 'google', label: 'auth.providers.google' },
  { id: 'github', label: 'auth.providers.github' },
] as const;

/**
 * Third-party sign-in, shown only for providers the server reports as configured; nothing while it is
 * unknown or on failure, so a visitor never sees a button that cannot work.
 */
export function ProviderButtons() {
  const { t } = useAppT();
  const { data } = useAuthProviders();
  const available = PROVIDERS.filter((p) => data?.[p.id]);
  if (available.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        {t('auth.providers.or')}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      {available.map((p) => (
        <Button key={p.id} variant="outline" className="w-full" asChild>
          {/* A full-page navigation: the provider's consent screen cannot run inside fetch. */}
          <a href={`/api/auth/${p.id}`}>{t(p.label)}</a>
        </Button>
      ))}
    </div>
  );
}
