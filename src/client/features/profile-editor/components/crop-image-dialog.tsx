import { Minus, Plus, RotateCcw, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToCircleJpeg } from '../../../lib/crop-image.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';

// Spec section 9: zoom step 0.1, scale clamped 0.1-3, rotation step 90 degrees, 300 px crop canvas, 120 px preview.
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
          <DialogTitle>Crop Profile Picture</DialogTitle>
          <DialogDescription>Drag to position, zoom and rotate until it looks right.</DialogDescription>
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
            <IconButton label="Zoom out" onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))} disabled={zoom <= MIN_ZOOM}>
              <Minus aria-hidden="true" />
            </IconButton>
            <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
              {zoom.toFixed(1)}×
            </span>
            <IconButton label="Zoom in" onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))} disabled={zoom >= MAX_ZOOM}>
              <Plus aria-hidden="true" />
            </IconButton>
          </div>
          <div className="flex items-center gap-2">
            <IconButton label="Rotate left" onClick={() => setRotation((r) => (r - ROTATION_STEP + 360) % 360)}>
              <RotateCcw aria-hidden="true" />
            </IconButton>
            <IconButton label="Rotate right" onClick={() => setRotation((r) => (r + ROTATION_STEP) % 360)}>
              <RotateCw aria-hidden="true" />
            </IconButton>
          </div>
        </div>
        <div className="flex items-center gap-4">
          <div className="size-[120px] shrink-0 overflow-hidden rounded-full bg-muted ring-2 ring-border">
            {preview && <img src={preview} alt="Preview of the cropped picture" className="size-full object-cover" />}
          </div>
          <p className="text-sm text-muted-foreground">This is how your picture will look on your page.</p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void apply()} disabled={pending || !area}>
            {pending ? 'Uploading...' : 'Apply'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
