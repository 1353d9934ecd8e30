import { LockKeyhole } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useUnlockGallery } from '../api/unlock-gallery.js';

/** The password prompt of a protected gallery; the server checks the password and remembers the unlock. */
export function PasswordGate({ slug, displayName }: { slug: string; displayName: string }) {
  const { t } = useAppT();
  const id = useId();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const unlock = useUnlockGallery(slug);
  const empty = password.length === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    // A wrong password stays in the field, selected, so typing again replaces it: only the toast speaks of the failure
    // (clearing it would also show 'Password is required' beside 'Incorrect password').
    if (!empty) unlock.mutate(password, { onError: () => input.current?.select() });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <CardTitle className="font-display text-2xl">{t('gallery.page.heading')}</CardTitle>
          <CardDescription>{t('gallery.gate.description', { name: displayName })}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid grid-cols-1 gap-3" onSubmit={submit} noValidate>
            <Label htmlFor={`${id}-password`}>{t('gallery.gate.password')}</Label>
            <Input
              ref={input}
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              aria-invalid={touched && empty}
              aria-describedby={touched && empty ? `${id}-error` : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            {touched && empty && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {t('gallery.gate.passwordRequired')}
              </p>
            )}
            <Button type="submit" disabled={unlock.isPending}>
              {unlock.isPending ? t('gallery.gate.checking') : t('gallery.gate.unlock')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
