import { useEffect, useState } from 'react';
import { qrCodeDataUrl } from '../utils/qr-svg';

/** The QR code of `text` as an image URL, null while it is drawn. */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setUrl(null);
    void qrCodeDataUrl(text).then((made) => {
      if (current) setUrl(made);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}
