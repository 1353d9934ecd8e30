import type { LucideIcon } from 'lucide-react';
import type { ButtonProps } from '../ui/button.js';
import { buttonVariants } from '../ui/button-variants.js';
import { useScreenWords } from '../../lib/i18n/screen-words.js';

/**
 * A whole screen saying something is not here (an unknown path, profile or gallery), with the way home: a plain link,
 * since the guest's page shows it without the app's router.
 */
export function NotFoundScreen({
  icon: Icon,
  title,
  detail,
  buttonVariant = 'outline',
  homeLabel,
}: {
  icon: LucideIcon;
  title: string;
  detail: string;
  buttonVariant?: ButtonProps['variant'];
  /** 'Go home' in the screen's language (the app's words when absent; the guest's page passes the guest's). */
  homeLabel?: string;
}) {
  const words = useScreenWords();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{detail}</p>
      <a href="/" className={buttonVariants({ variant: buttonVariant })}>
        {homeLabel ?? words?.goHome}
      </a>
    </main>
  );
}
