import { type FormEvent, useState } from 'react';
import { LanguageOptions } from '../../../components/language-options.js';
import type { Language } from '../../../../shared/i18n/languages.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { useSavePart } from '../../../components/unsaved/save-scope.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Switch } from '../../../components/ui/switch.js';
import { usePageRole } from '../../../lib/api/page-role.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useSaveProfile } from '../api/save-profile.js';
import { SELECT_CLASS } from './language-card.js';

/**
 * The page's language for guests (docs/decisions/055): the language guests see it in, and whether a guest whose
 * browser speaks another of Voxbook's languages sees that one instead. Saved through the profile's one save path, by
 * the screen's save bar (docs/decisions/079).
 * Keyed by the saved values, so another save elsewhere does not undo a choice being made here.
 */
export function PageLanguageCard({ profile }: { profile: CreatorProfile }) {
  return <PageLanguageForm key={`${profile.language}|${profile.followGuestLanguage}`} profile={profile} />;
}

function PageLanguageForm({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const save = useSaveProfile();
  const [language, setLanguage] = useState<Language>(profile.language);
  const [follow, setFollow] = useState(profile.followGuestLanguage);
  const dirty = language !== profile.language || follow !== profile.followGuestLanguage;
  // The page's language is the owner's to choose (docs/decisions/065): shown, not editable, to a co-host.
  const coHost = usePageRole() === 'co-host';
  const saveNow = async () => {
    try {
      await save.mutateAsync({ language, followGuestLanguage: follow });
      toast({ title: t('editor.pageLanguage.saved') });
    } catch (error) {
      toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.pageLanguage.failed')), variant: 'destructive' });
      throw error;
    }
  };
  useSavePart(dirty && !coHost, saveNow);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveNow().catch(() => undefined);
  };
  return (
    <Card role="region" aria-labelledby="page-language-card-title">
      <CardHeader>
        <CardTitle id="page-language-card-title">{t('editor.pageLanguage.title')}</CardTitle>
        <CardDescription>{t('editor.pageLanguage.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" noValidate onSubmit={submit}>
          <FormField label={t('editor.pageLanguage.label')} hint={coHost ? t('editor.shared.ownerOnly') : undefined}>
            {(p) => (
              <select {...p} disabled={coHost} value={language} onChange={(e) => setLanguage(e.target.value as Language)} className={SELECT_CLASS} data-testid="page-language">
                <LanguageOptions />
              </select>
            )}
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-4">
            <div>
              <label htmlFor="follow-guest-language" className="font-medium">
                {t('editor.pageLanguage.follow')}
              </label>
              <p className="text-sm text-muted-foreground">{t('editor.pageLanguage.followHint')}</p>
            </div>
            <Switch id="follow-guest-language" checked={follow} onCheckedChange={setFollow} disabled={coHost} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
