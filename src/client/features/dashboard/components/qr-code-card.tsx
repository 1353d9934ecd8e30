import { Download, QrCode } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { CopyButton } from '../../../components/copy-button.js';

/**
 * The gallery's QR code and link ({origin}/g/{slug}). Wire `qrImageSrc` (GET /api/gallery/qr-image/{slug}),
 * `onGenerate` (POST /api/gallery/generate-qr) and `onDownload` (GET /api/gallery/qr-download/{slug});
 * controls without a handler are not shown.
 */
export function QrCodeCard({
  gallerySlug,
  qrImageSrc,
  onGenerate,
  isGenerating = false,
  onDownload,
}: {
  gallerySlug: string;
  qrImageSrc?: string | null;
  onGenerate?: () => void;
  isGenerating?: boolean;
  onDownload?: () => void;
}) {
  const galleryUrl = `${window.location.origin}/g/${gallerySlug}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Gallery QR Code</CardTitle>
        <CardDescription>Print it on table cards so guests can share their photos.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex aspect-square w-full max-w-44 items-center justify-center self-center justify-self-center rounded-2xl border border-dashed border-border bg-muted/50">
          {qrImageSrc ? (
            <img src={qrImageSrc} alt="QR code for your gallery link" className="size-full rounded-2xl object-contain p-2" />
          ) : (
            <div className="flex flex-col items-center gap-2 px-4 text-center text-muted-foreground">
              <QrCode className="size-8" aria-hidden="true" />
              <p className="text-xs">No QR code generated yet</p>
            </div>
          )}
        </div>
        {(onGenerate || (qrImageSrc && onDownload)) && (
          <div className="flex flex-wrap gap-2">
            {onGenerate && !qrImageSrc && (
              <Button onClick={onGenerate} disabled={isGenerating} className="flex-1">
                {isGenerating ? 'Generating...' : 'Generate QR Code'}
              </Button>
            )}
            {qrImageSrc && onDownload && (
              <Button variant="outline" onClick={onDownload} className="flex-1">
                <Download aria-hidden="true" />
                Download
              </Button>
            )}
          </div>
        )}
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground" id="gallery-link-label">
            Gallery link
          </p>
          <div className="flex items-center gap-2">
            <p aria-labelledby="gallery-link-label" className="min-w-0 flex-1 truncate rounded-lg bg-muted px-3 py-2 font-mono text-xs">
              {galleryUrl}
            </p>
            <CopyButton text={galleryUrl} label="Copy gallery link" />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
