import { Download, QrCode } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { saveBlob } from '../../../lib/save-download.js';
import { toast } from '../../../lib/toast.js';
import { pngFromDataUrl, usePageQr } from '../api/table-cards-page-qr.js';

/** The voice guestbook page's QR code and link {PUBLIC_URL}/{username}, with copy and a PNG download. */
export function PageQrCard({ username }: { username: string }) {
  const { t } = useAppT();
  const { data: qr, isError } = usePageQr(username);

  const download = () => {
    if (!qr) return;
    saveBlob(pngFromDataUrl(qr.qrCodeData), `${username}-guestbook-qr-code.png`);
    toast({ title: t('keepsake.pageQr.downloaded') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('keepsake.pageQr.title')}</CardTitle>
        <CardDescription>{t('keepsake.pageQr.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div
          className="flex aspect-square w-full max-w-44 items-center justify-center self-center justify-self-center rounded-2xl border border-border bg-muted/50"
          aria-busy={!qr && !isError}
        >
          {qr ? (
            <img src={qr.qrCodeData} alt={t('keepsake.pageQr.alt')} className="size-full rounded-2xl bg-white object-contain p-2" />
          ) : (
            <div className="flex flex-col items-center gap-2 px-4 text-center text-muted-foreground">
              <QrCode className="size-8" aria-hidden="true" />
              <p className="text-xs">{isError ? t('keepsake.pageQr.failed') : t('keepsake.pageQr.loading')}</p>
            </div>
          )}
        </div>
        <Button variant="outline" disabled={!qr} onClick={download}>
          <Download aria-hidden="true" />
          {t('keepsake.pageQr.downloadPng')}
        </Button>
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground" id="page-link-label">
            {t('keepsake.pageQr.linkLabel')}
          </p>
          <div className="flex items-center gap-2">
            <p aria-labelledby="page-link-label" dir="ltr" className="min-w-0 flex-1 truncate rounded-lg bg-muted px-3 py-2 font-mono text-xs">
              {qr?.url ?? '\u00a0'}
            </p>
            {qr && <CopyButton text={qr.url} label={t('keepsake.pageQr.copyLink')} />}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
