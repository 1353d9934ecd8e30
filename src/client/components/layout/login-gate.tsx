import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { Button } from '../ui/button.js';

/** What creator pages show someone who is not signed in: the page's message and a way to sign in. */
export function LoginGate({ message, note }: { message: string; note?: ReactNode }) {
  const { t } = useAppT();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </span>
        <p className="font-display text-lg font-semibold">{message}</p>
        {note && <p className="mt-2 text-sm text-muted-foreground">{note}</p>}
        <Button asChild className="mt-6 w-full">
          <Link to="/auth?mode=signin">{t('common.logIn')}</Link>
        </Button>
      </div>
    </main>
  );
}
