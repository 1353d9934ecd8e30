import { Languages } from 'lucide-react';
import { LanguageOptions } from '../../../components/language-options.js';
import { type FormEvent, useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../../../shared/i18n/languages.js';
import { useSavePart } from '../../../components/unsaved/save-scope.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { useCurrentUser } from '../../../lib/api/get-current-user.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { shownLanguage, useSaveAccountLanguage } from '../api/save-account-language.js';

export const SELECT_CLASS =
  'h-10 w-full rounded-xl border border-input-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-72';

/**
 * The account's language (docs/decisions/056): the language of the host's screens and of the mails sent to them. 'Same as this
 * browser' saves null; each language is named in itself. Saved by the screen's save bar (docs/decisions/079), not on
 * change: a select that saved on change would switch the whole screen while a keyboard user arrows through the options.
 */
export function LanguageCard() {
  const { t } = useAppT();
  const { user } = useCurrentUser();
  const saved = user?.language ?? '';
  const [choice, setChoice] = useState<string>(saved);
  const save = useSaveAccountLanguage();
  const saveNow = async () => {
    try {
      // In the new language: the screens switch with this answer.
      const { t: next } = await save.mutateAsync((choice || null) as Language | null);
      toast({ title: next('editor.language.saved') });
    } catch (error) {
      toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.language.failed')), variant: 'destructive' });
      throw error;
    }
  };
  useSavePart(choice !== saved, saveNow);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveNow().catch(() => undefined);
  };
  return (
    <Card role="region" aria-labelledby="language-card-title">
      <CardHeader>
        <CardTitle id="language-card-title" className="flex items-center gap-2">
          <Languages className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('editor.language.title')}
        </CardTitle>
        <CardDescription>{t('editor.language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label={t('editor.language.label')}>
            {(p) => (
              <select {...p} value={choice} onChange={(e) => setChoice(e.target.value)} className={SELECT_CLASS} data-testid="account-language">
                <option value="">{t('editor.language.sameAsBrowser', { name: LANGUAGE_NAMES[shownLanguage(null)] })}</option>
                <LanguageOptions />
              </select>
            )}
          </FormField>
        </form>
      </CardContent>
    </Card>
  );
}
