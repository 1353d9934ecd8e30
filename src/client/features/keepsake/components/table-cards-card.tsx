import { FileDown, Loader2 } from 'lucide-react';
import type { TableCardLayout, TableCardTarget } from '../../../../shared/table-cards.schemas.js';
import { TABLE_CARDS_UI } from '../../../../shared/table-cards.texts.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useDownloadTableCards } from '../api/table-cards-download.js';

const GROUPS: { target: TableCardTarget; title: string }[] = [
  { target: 'page', title: TABLE_CARDS_UI.pageCards },
  { target: 'gallery', title: TABLE_CARDS_UI.galleryCards },
];
const LAYOUTS: { layout: TableCardLayout; text: string }[] = [
  { layout: 'a4-four', text: TABLE_CARDS_UI.a4Four },
  { layout: 'a5-sign', text: TABLE_CARDS_UI.a5Sign },
];

/** Printable table cards for the guestbook page and the gallery: four A6 cards on an A4 sheet, or one A5 sign. */
export function TableCardsCard() {
  const download = useDownloadTableCards();
  const busy = (target: TableCardTarget, layout: TableCardLayout) =>
    download.isPending && download.variables?.target === target && download.variables.layout === layout;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TABLE_CARDS_UI.tableCardsTitle}</CardTitle>
        <CardDescription>{TABLE_CARDS_UI.tableCardsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {GROUPS.map(({ target, title }) => (
          <div key={target} role="group" aria-labelledby={`table-cards-${target}`}>
            <p id={`table-cards-${target}`} className="mb-2 text-sm font-medium">
              {title}
            </p>
            {/* Side by side where both fit (375 px and up), one under the other below. */}
            <div className="flex flex-wrap gap-2">
              {LAYOUTS.map(({ layout, text }) => (
                <Button
                  key={layout}
                  variant="outline"
                  size="sm"
                  className="grow px-3"
                  aria-label={TABLE_CARDS_UI.downloadLabel(text, title)}
                  disabled={download.isPending}
                  onClick={() => download.mutate({ target, layout })}
                >
                  {busy(target, layout) ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
                  {text}
                </Button>
              ))}
            </div>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">{TABLE_CARDS_UI.downloadHint}</p>
      </CardContent>
    </Card>
  );
}
