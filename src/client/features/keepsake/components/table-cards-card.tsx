import { FileDown, Loader2 } from 'lucide-react';
import { LanguageOptions } from '../../../components/language-options.js';
import { useId, useState } from 'react';
import type { Language } from '../../../../shared/i18n/languages.js';
import type { TableCardLayout, TableCardTarget } from '../../../../shared/table-cards.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useCreatorProfile } from '../../../lib/api/get-creator-profile.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useDownloadTableCards } from '../api/table-cards-download.js';

const TARGETS: readonly TableCardTarget[] = ['page', 'gallery'];
const LAYOUTS: readonly TableCardLayout[] = ['a4-four', 'a5-sign'];

/**
 * Printable table cards for the guestbook page and the gallery: four A6 cards on an A4 sheet, or one A5 sign, in the
 * language chosen (the page's by default). A card in the page's own language links to the page as it is (its language,
 * or each guest's when the page follows them); one in another language opens the page in it (`?lang=xx`).
 */
export function TableCardsCard() {
  const { t } = useAppT();
  const { data: profile } = useCreatorProfile();
  const pageLanguage = profile?.language ?? 'en';
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? pageLanguage;
  const selectId = useId();
  const hintId = useId();
  const download = useDownloadTableCards();
  const busy = (target: TableCardTarget, layout: TableCardLayout) =>
    download.isPending && download.variables?.target === target && download.variables.layout === layout;

  const groupTitle: Record<TableCardTarget, string> = { page: t('keepsake.tableCards.pageCards'), gallery: t('keepsake.tableCards.galleryCards') };
  const inLabel: Record<TableCardTarget, string> = { page: t('keepsake.tableCards.pageInLabel'), gallery: t('keepsake.tableCards.galleryInLabel') };
  const layoutText: Record<TableCardLayout, string> = { 'a4-four': t('keepsake.tableCards.a4Four'), 'a5-sign': t('keepsake.tableCards.a5Sign') };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('keepsake.tableCards.title')}</CardTitle>
        <CardDescription>{t('keepsake.tableCards.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t('keepsake.tableCards.language')}
          </label>
          <select
            id={selectId}
            value={language}
            aria-describedby={hintId}
            onChange={(e) => setChosen(e.target.value as Language)}
            className="h-10 min-w-0 max-w-full rounded-lg border border-input-border bg-card px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
          >
            <LanguageOptions />
          </select>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('keepsake.tableCards.languageHint')}
          </p>
        </div>
        {TARGETS.map((target) => (
          <div key={target} role="group" aria-labelledby={`table-cards-${target}`}>
            <p id={`table-cards-${target}`} className="mb-2 text-sm font-medium">
              {groupTitle[target]}
            </p>
            {/* Side by side where both fit (375 px and up), one under the other below. */}
            <div className="flex flex-wrap gap-2">
              {LAYOUTS.map((layout) => (
                <Button
                  key={layout}
                  variant="outline"
                  size="sm"
                  className="grow px-3"
                  aria-label={t('keepsake.tableCards.downloadLabel', { layout: layoutText[layout], target: inLabel[target] })}
                  disabled={download.isPending}
                  onClick={() => download.mutate({ target, layout, ...(language !== pageLanguage && { language }) })}
                >
                  {busy(target, layout) ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
                  {layoutText[layout]}
                </Button>
              ))}
            </div>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">{t('keepsake.tableCards.downloadHint')}</p>
      </CardContent>
    </Card>
  );
}
