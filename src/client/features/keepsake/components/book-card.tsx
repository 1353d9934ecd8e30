import { BookOpen, Download, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { BOOK_PAPERS, type BookPaper } from '../../../../shared/book.schemas.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { cn } from '../../../lib/cn.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { bookDownloadUrl, defaultBookPaper } from '../api/book-download.js';
import { useRevokeListenLinks } from '../api/book-revoke-listen-links.js';
import { usePageRole } from '../../../lib/api/page-role.js';

/**
 * The dashboard's Book card: the paper, the PDF's download, and revoking every listen link its QR codes open
 * (behind a confirmation, since printed books stop working).
 */
export function BookCard() {
  const { t } = useAppT();
  const paperLabels: Record<BookPaper, string> = { a4: t('keepsake.book.paperA4'), letter: t('keepsake.book.paperLetter') };
  const [paper, setPaper] = useState<BookPaper>(defaultBookPaper);
  const revoke = useRevokeListenLinks();
  // Revoking every printed book's links is the owner's call (docs/decisions/065): a co-host is not offered it.
  const owner = usePageRole() === 'owner';
  const name = useId();
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <BookOpen className="size-5 text-primary" aria-hidden="true" />
          {t('keepsake.book.title')}
        </CardTitle>
        <CardDescription>{t('keepsake.book.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('keepsake.book.paperLabel')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {BOOK_PAPERS.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex h-10 cursor-pointer items-center justify-center rounded-full border text-sm font-semibold transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                  paper === option ? 'border-primary bg-accent text-accent-foreground' : 'border-input-border bg-card hover:bg-accent/60',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={paper === option}
                  onChange={() => setPaper(option)}
                  className="sr-only"
                />
                {paperLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button asChild>
          <a href={bookDownloadUrl(paper)} download>
            <Download aria-hidden="true" />
            {t('keepsake.book.download')}
          </a>
        </Button>
        {owner && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="justify-self-center text-destructive hover:text-destructive" disabled={revoke.isPending}>
                <Link2Off aria-hidden="true" />
                {t('keepsake.book.revoke')}
              </Button>
            }
            title={t('keepsake.book.revokeTitle')}
            description={t('keepsake.book.revokeDescription')}
            confirmLabel={t('keepsake.book.revokeConfirm')}
            cancelLabel={t('keepsake.book.cancel')}
            onConfirm={() => revoke.mutate()}
          />
        )}
      </CardContent>
    </Card>
  );
}
