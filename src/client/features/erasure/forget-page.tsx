import { MailCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { formatDateTime } from '../../lib/format-intl.js';
import { appServerMessage } from '../../lib/i18n/app-server-message.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useChosenIds } from '../../lib/use-chosen-ids.js';
import { useErasureListing, useEraseMessages, useRequestErasure } from './api/erasure.js';

/**
 * /forget: a guest takes back what they left (docs/decisions/069). From a page's footer (?page=name) it asks for the
 * address and mails a link; from that link (?token=) it lists the address's messages on the page to tick and delete.
 */
export function ForgetPage() {
  const { t } = useAppT();
  useDocumentTitle(t('auth.forget.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 px-5 py-10">
      <BrandMark />
      <h1 className="font-display text-3xl font-semibold">{t('auth.forget.title')}</h1>
      {token ? <ChooseMessages token={token} /> : <AskForLink username={params.get('page') ?? ''} />}
    </main>
  );
}

function AskForLink({ username }: { username: string }) {
  const { t, language } = useAppT();
  const [email, setEmail] = useState('');
  const ask = useRequestErasure();
  if (!username) return <p className="text-muted-foreground">{t('auth.forget.noPage')}</p>;
  if (ask.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-3 rounded-xl bg-accent p-4 text-accent-foreground">
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('auth.forget.sent')}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ username, email, language });
  };
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <p className="text-muted-foreground">{t('auth.forget.askLead', { page: username })}</p>
      <FormField label={t('auth.forget.emailLabel')} error={ask.isError ? appServerMessage(ask.error, t, t('errors.generic_failure')) : undefined}>
        {(p) => <Input {...p} type="email" inputMode="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <Button type="submit" size="lg" disabled={ask.isPending || !email.includes('@')}>
        {ask.isPending ? t('auth.forget.sending') : t('auth.forget.send')}
      </Button>
    </form>
  );
}

function ChooseMessages({ token }: { token: string }) {
  const { t, language } = useAppT();
  const listing = useErasureListing(token);
  const erase = useEraseMessages();
  const { chosen, setChosen, toggle } = useChosenIds();
  const [gone, setGone] = useState<Set<string>>(new Set());
  if (listing.isPending) return <PageLoader className="min-h-40" />;
  if (listing.isError || !listing.data) {
    return (
      <p role="alert" className="font-medium text-destructive">
        {appServerMessage(listing.error, t, t('auth.forget.invalid'))}
      </p>
    );
  }
  const { page, email } = listing.data;
  const messages = listing.data.messages.filter((m) => !gone.has(m.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ids = [...chosen];
    erase.mutate(
      { token, messageIds: ids },
      {
        onSuccess: () => {
          setGone((prev) => new Set([...prev, ...ids]));
          setChosen(new Set());
        },
      },
    );
  };
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <p className="text-muted-foreground">{t('auth.forget.listLead', { email, page: page.displayName })}</p>
      {erase.isSuccess && (
        <p role="status" className="rounded-xl bg-accent p-3 text-accent-foreground">
          {t('auth.forget.deleted', { count: erase.data.deleted })}
        </p>
      )}
      {erase.isError && (
        <p role="alert" className="font-medium text-destructive">
          {appServerMessage(erase.error, t, t('errors.generic_failure'))}
        </p>
      )}
      {messages.length === 0 ? (
        <p>{t('auth.forget.none')}</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {messages.map((m) => (
              <li key={m.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-input-border bg-card px-3 py-2">
                  <Checkbox checked={chosen.has(m.id)} onCheckedChange={(on) => toggle(m.id, on === true)} />
                  <span className="flex flex-col">
                    <span className="font-medium">{m.senderName || t('auth.forget.anonymous')}</span>
                    <span className="text-sm text-muted-foreground">{formatDateTime(m.createdAt, language)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Button type="submit" variant="destructive" size="lg" disabled={erase.isPending || chosen.size === 0}>
            <Trash2 aria-hidden="true" />
            {erase.isPending ? t('auth.forget.deleting') : t('auth.forget.delete')}
          </Button>
        </>
      )}
    </form>
  );
}
