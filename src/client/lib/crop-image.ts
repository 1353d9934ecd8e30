/** The crop dialog's output (docs/product-spec.md, section 9): a 400 px circular JPEG at quality 0.9. */
export const CROP_OUTPUT_PX = 400;
export const CROP_JPEG_QUALITY = 0.9;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be read'));
    img.src = src;
  });
}

/**
 * Draws the chosen area of the (rotated) image into a 400 px circle. JPEG has no transparency, so the corners
 * outside the circle are white; the page shows the picture in a circle anyway.
 */
export async function cropToCircleJpeg(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const img = await loadImage(src);
  const radians = (rotation * Math.PI) / 180;
  const sin = Math.abs(Math.sin(radians));
  const cos = Math.abs(Math.cos(radians));
  // react-easy-crop measures the area on the rotated image's bounding box.
  const boxW = img.width * cos + img.height * sin;
  const boxH = img.width * sin + img.height * cos;
  const rotated = document.createElement('canvas');
  rotated.width = boxW;
  rotated.height = boxH;
  const rctx = rotated.getContext('2d')!;
  rctx.translate(boxW / 2, boxH / 2);
  rctx.rotate(radians);
  rctx.drawImage(img, -img.width / 2, -img.height / 2);

  const out = document.createElement('canvas');
  out.width = CROP_OUTPUT_PX;
  out.height = CROP_OUTPUT_PX;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CROP_OUTPUT_PX, CROP_OUTPUT_PX);
  ctx.beginPath();
  ctx.arc(CROP_OUTPUT_PX / 2, CROP_OUTPUT_PX / 2, CROP_OUTPUT_PX / 2, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  ctx.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, CROP_OUTPUT_PX, CROP_OUTPUT_PX);
  return new Promise((resolve, reject) =>
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Cropping failed'))), 'image/jpeg', CROP_JPEG_QUALITY),
  );
}

/** The picture's centred square as the same 400 px circle: for a photo chosen without the crop dialog (onboarding). */
export async function cropCentreToCircleJpeg(src: string): Promise<Blob> {
  const img = await loadImage(src);
  const side = Math.min(img.width, img.height);
  return cropToCircleJpeg(src, { x: (img.width - side) / 2, y: (img.height - side) / 2, width: side, height: side }, 0);
}
