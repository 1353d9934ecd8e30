import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The guestbook page's QR code, drawn here as SVG: sharp at any size a TV gives it, and no request of its own (the
 * screen's one ask is its feed). Dark on white with a quiet zone, as phone cameras read best.
 */
export function PartyQr({ url, label, className }: { url: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#1c1917', light: '#ffffff' } }).then((text) => {
      if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return svg ? <img src={svg} alt={label} className={className} /> : <div role="img" aria-label={label} className={className} />;
}
