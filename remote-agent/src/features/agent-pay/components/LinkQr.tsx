import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The link as a QR code (SVG, drawn in the page; dark modules on white for any theme). */
export function LinkQr({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (markup) => current && setSvg(markup),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return null;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img className="agentpay-qr" src={src} alt={label} width={132} height={132} />;
}
