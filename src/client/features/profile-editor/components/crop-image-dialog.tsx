import { Minus, Plus, RotateCcw, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToCircleJpeg } from '../../../lib/crop-image.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';

// docs/product-spec.md, section 9: zoom step 0.1, scale clamped 0.1-3, rotation step 90 degrees, 300 px crop canvas, 120 px preview.
const ZOOM_STEP = 0.1;
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 3;
const ROTATION_STEP = 90;
const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 10) / 10));

/** Crops a chosen picture to the round profile picture; `onApply` receives the 400 px circular JPEG. */
export function CropImageDialog({
  src,
  pending,
  onCancel,
  onApply,
}: {
  src: string | null;
  pending: boolean;
  onCancel: () => void;
  onApply: (cropped: Blob) => void;
}) {
  const { t, language } = useAppT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
  }, [src]);

  useEffect(() => {
    if (!src || !area) return;
    let url: string | null = null;
    let cancelled = false;
    void cropToCircleJpeg(src, area, rotation).then((blob) => {
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setPreview(url);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, area, rotation]);

  const apply = async () => {
    if (!src || !area) return;
    onApply(await cropToCircleJpeg(src, area, rotation));
  };

  return (
    <Dialog open={src !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('editor.crop.title')}</DialogTitle>
          <DialogDescription>{t('editor.crop.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative h-[300px] w-full overflow-hidden rounded-xl bg-stone-900">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={1}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              zoomSpeed={ZOOM_STEP}
              restrictPosition={false}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={(z) => setZoom(clampZoom(z))}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <IconButton label={t('editor.crop.zoomOut')} onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))} disabled={zoom <= MIN_ZOOM}>
              <Minus aria-hidden="true" />
            </IconButton>
            <span className="w-12 text-center text-sm tabular-nums" aria-live="polite" dir="ltr">
              {new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(zoom)}×
            </span>
            <IconButton label={t('editor.crop.zoomIn')} onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))} disabled={zoom >= MAX_ZOOM}>
              <Plus aria-hidden="true" />
            </IconButton>
          </div>
          <div className="flex items-center gap-2">
            <IconButton label={t('editor.crop.rotateLeft')} onClick={() => setRotation((r) => (r - ROTATION_STEP + 360) % 360)}>
              <RotateCcw aria-hidden="true" />
            </IconButton>
            <IconButton label={t('editor.crop.rotateRight')} onClick={() => setRotation((r) => (r + ROTATION_STEP) % 360)}>
              <RotateCw aria-hidden="true" />
            </IconButton>
          </div>
        </div>
        <div className="flex items-center gap-4">
          <div className="size-[120px] shrink-0 overflow-hidden rounded-full bg-muted ring-2 ring-border">
            {preview && <img src={preview} alt={t('editor.crop.previewAlt')} className="size-full object-cover" />}
          </div>
          <p className="text-sm text-muted-foreground">{t('editor.crop.previewNote')}</p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('editor.shared.cancel')}
          </Button>
          <Button type="button" onClick={() => void apply()} disabled={pending || !area}>
            {pending ? t('editor.shared.uploading') : t('editor.crop.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
