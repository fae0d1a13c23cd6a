import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code a phone can scan to join a side's player view on the club's network. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { margin: 1, width: 160, color: { dark: '#000000', light: '#ffffff' } }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="qr" src={src} alt={`QR code for ${label}`} width={160} height={160} /> : null;
}
