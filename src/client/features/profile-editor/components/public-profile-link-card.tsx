import { ExternalLink } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { publicPagePath } from '../../../lib/urls.js';

/** The 'Your Public Profile' card: the page's address, Copy Link and View Public Profile. */
export function PublicProfileLinkCard({ username }: { username: string }) {
  const { t } = useAppT();
  const url = `${window.location.origin}${publicPagePath(username)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('editor.publicLink.title')}</CardTitle>
        <CardDescription>{t('editor.publicLink.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {/* The whole link, on a line of its own on a phone, wrapped rather than cut if it is still longer. */}
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] sm:text-sm" dir="ltr">
            {url}
          </p>
          <CopyButton text={url} label={t('editor.publicLink.copy')} withText />
        </div>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={publicPagePath(username)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('editor.publicLink.view')}
            <span className="sr-only">{t('editor.publicLink.newTab')}</span>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
