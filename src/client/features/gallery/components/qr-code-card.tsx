import { Download, Images, QrCode, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useCreatorProfile } from '../../../lib/api/get-creator-profile.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { useDownloadGalleryQr } from '../api/download-gallery-qr.js';
import { useGenerateGalleryQr } from '../api/generate-gallery-qr.js';

/**
 * The gallery's QR code and its link {origin}/g/{slug}, with copy and download, and the way to the moderation view of
 * what guests uploaded. A page without a code yet gets one made as the card first shows, as the guestbook's QR card
 * shows its code at once; 'Generate QR Code' stays for when that fails.
 */
export function QrCodeCard({ gallerySlug }: { gallerySlug: string }) {
  const { data: profile } = useCreatorProfile();
  const generate = useGenerateGalleryQr();
  const download = useDownloadGalleryQr();
  const { t } = useAppT();
  const qrImageSrc = profile?.galleryQrCodeData ?? null;
  const galleryUrl = `${window.location.origin}/g/${gallerySlug}`;
  // Once per page (a co-host can switch pages under the same card).
  const askedFor = useRef<string | null>(null);
  const needsCode = profile !== undefined && profile !== null && !profile.galleryQrCodeData;
  useEffect(() => {
    if (!needsCode || askedFor.current === gallerySlug) return;
    askedFor.current = gallerySlug;
    generate.mutate({ quiet: true });
  }, [needsCode, gallerySlug, generate]);
  const making = generate.isPending && generate.variables?.quiet === true;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.galleryQr.title')}</CardTitle>
        <CardDescription>{t('dashboard.galleryQr.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex aspect-square w-full max-w-44 items-center justify-center self-center justify-self-center rounded-2xl border border-dashed border-border bg-muted/50">
          {qrImageSrc ? (
            <img src={qrImageSrc} alt={t('dashboard.galleryQr.imageAlt')} className="size-full rounded-2xl bg-white object-contain p-2" />
          ) : (
            <div className="flex flex-col items-center gap-2 px-4 text-center text-muted-foreground" aria-busy={making}>
              <QrCode className="size-8" aria-hidden="true" />
              <p className="text-xs">{making ? t('dashboard.galleryQr.generating') : t('dashboard.galleryQr.none')}</p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {qrImageSrc ? (
            <>
              <Button
                variant="outline"
                className="flex-1"
                disabled={download.isPending || !profile}
                onClick={() => profile && download.mutate({ slug: gallerySlug, username: profile.username })}
              >
                <Download aria-hidden="true" />
                {t('dashboard.galleryQr.download')}
              </Button>
              <IconButton label={t('dashboard.galleryQr.regenerate')} variant="ghost" onClick={() => generate.mutate({ quiet: false })} disabled={generate.isPending}>
                <RefreshCw aria-hidden="true" />
              </IconButton>
            </>
          ) : (
            !making && (
              <Button onClick={() => generate.mutate({ quiet: false })} disabled={generate.isPending} className="flex-1">
                {generate.isPending ? t('dashboard.galleryQr.generating') : t('dashboard.galleryQr.generate')}
              </Button>
            )
          )}
        </div>
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground" id="gallery-link-label">
            {t('dashboard.galleryQr.link')}
          </p>
          <div className="flex items-center gap-2">
            <p aria-labelledby="gallery-link-label" dir="ltr" className="min-w-0 flex-1 truncate rounded-lg bg-muted px-3 py-2 font-mono text-xs">
              {galleryUrl}
            </p>
            <CopyButton text={galleryUrl} label={t('dashboard.galleryQr.copyLink')} />
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to="/admin/gallery">
            <Images aria-hidden="true" />
            {t('dashboard.galleryQr.manage')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
