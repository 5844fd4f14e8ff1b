import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { qrLayout, qrLogoSrc } from '../lib/qr-defaults';

/**
 * A QR code with the spec §9 defaults: a white margin of 20, the brand's logo in the middle at a fifth of
 * the size (high error correction, so the code still reads under the logo). Drawn at `size` (200 inline,
 * 800 enlarged) and scaled by CSS to its box.
 */
export function BrandQrCode({
  value,
  size,
  title,
  className,
  testId,
}: {
  value: string;
  size: number;
  title: string;
  className?: string;
  testId?: string;
}) {
  const layout = qrLayout(size);
  return (
    <svg
      viewBox={`0 0 ${layout.size} ${layout.size}`}
      width={layout.size}
      height={layout.size}
      role="img"
      aria-label={title}
      data-testid={testId}
      data-qr-size={layout.size}
      data-qr-margin={layout.margin}
      data-qr-logo-size={layout.logoSize}
      className={`qr-code h-auto max-w-full ${className ?? ''}`}
    >
      <rect width={layout.size} height={layout.size} fill="#ffffff" />
      <QRCodeSVG
        value={value}
        size={layout.codeSize}
        x={layout.margin}
        y={layout.margin}
        level="H"
        marginSize={0}
        imageSettings={{ src: qrLogoSrc, width: layout.logoSize, height: layout.logoSize, excavate: true }}
        // The outer picture carries the name; the code inside is its drawing.
        aria-hidden="true"
      />
    </svg>
  );
}

/**
 * The 800 picture as a PNG download: the code drawn on a canvas (kept out of sight) and put on a white
 * square with the 20 margin. The logo is the site's own file, so the canvas may be exported.
 */
export function QrDownloadButton({
  value,
  size,
  fileName,
  label,
  className,
  testId,
}: {
  value: string;
  size: number;
  fileName: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const layout = qrLayout(size);
  const download = () => {
    const code = canvasHost.current?.querySelector('canvas');
    if (!code) return;
    const picture = document.createElement('canvas');
    picture.width = layout.size;
    picture.height = layout.size;
    const context = picture.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, layout.size, layout.size);
    context.drawImage(code, layout.margin, layout.margin, layout.codeSize, layout.codeSize);
    const link = document.createElement('a');
    link.href = picture.toDataURL('image/png');
    link.download = fileName;
    link.click();
  };
  return (
    <>
      <div ref={canvasHost} hidden aria-hidden="true">
        <QRCodeCanvas
          value={value}
          size={layout.codeSize}
          level="H"
          marginSize={0}
          imageSettings={{ src: qrLogoSrc, width: layout.logoSize, height: layout.logoSize, excavate: true }}
        />
      </div>
      <button type="button" onClick={download} className={className} data-testid={testId}>
        {label}
      </button>
    </>
  );
}
