import QRCode from 'qrcode';

// Medium error correction survives a printed card being a little scuffed; 512 px prints sharply at table-card size.
const QR_OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2, width: 512 };

/** Codes kept per instance: ~3 KB each, so at most ~1.5 MB. */
const KEPT = 500;
const drawn = new Map<string, Promise<Buffer>>();

/**
 * The QR code PNG for a URL. Drawing one costs ~25 ms of CPU and anyone may ask for any gallery's code, so each is
 * drawn once and kept (the least recently asked for goes first; a burst of requests for a new one waits for the same
 * drawing). The PNG depends on the URL and the options above alone, so a kept one is never stale on any instance:
 * a changed PUBLIC_URL is another URL, and there is nothing to invalidate.
 */
export function qrPng(url: string): Promise<Buffer> {
  let png = drawn.get(url);
  if (png) {
    drawn.delete(url); // re-inserted below: Map order is the recency order
  } else {
    png = QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png' });
    png.catch(() => drawn.delete(url));
  }
  drawn.set(url, png);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  return png;
}

/** The same image as a data URL, as the profile keeps it (galleryQrCodeData, docs/product-spec.md, section 3). */
export const qrDataUrl = async (url: string) => `data:image/png;base64,${(await qrPng(url)).toString('base64')}`;
