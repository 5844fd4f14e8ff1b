/** Spec §9 QR defaults: size 200 (inline) or 800 (enlarged and downloaded), margin 20, logo scale 0.2. */
export const qrInlineSize = 200;
export const qrLargeSize = 800;
export const qrMarginPx = 20;
export const qrLogoScale = 0.2;
/** The brand's mark (apps/web/public/icons, drawn from favicon.svg): same origin, so a canvas can export it. */
export const qrLogoSrc = '/icons/icon-192.png';

export interface QrLayout {
  /** The whole picture, margin included. */
  size: number;
  /** The code inside the white margin. */
  codeSize: number;
  margin: number;
  /** The logo's side, a fifth of the whole picture. */
  logoSize: number;
}

export function qrLayout(size: number): QrLayout {
  return {
    size,
    codeSize: size - 2 * qrMarginPx,
    margin: qrMarginPx,
    logoSize: Math.round(size * qrLogoScale),
  };
}
