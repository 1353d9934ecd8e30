import { Button } from '../../../components/ui/button.js';
import { useAuthProviders } from '../api/get-auth-providers.js';

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
] as const;

/**
 * Third-party sign-in, shown only for providers the server reports as configured; nothing while it is
 * unknown or on failure, so a visitor never sees a button that cannot work.
 */
export function ProviderButtons() {
  const { data } = useAuthProviders();
  const available = PROVIDERS.filter((p) => data?.[p.id]);
  if (available.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      {available.map((p) => (
        <Button key={p.id} variant="outline" className="w-full" asChild>
          {/* A full-page navigation: the provider's consent screen cannot run inside fetch. */}
          <a href={`/api/auth/${p.id}`}>{p.label}</a>
        </Button>
      ))}
    </div>
  );
}
