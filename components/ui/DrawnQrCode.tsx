// The QR code as the server drew it: markup only, no hooks, so the invite block shows it without
// loading the drawing code (components/ui/QrCode.tsx draws in the browser; issue 57, decision 157).
import type { CSSProperties } from "react";

/** A code the server has already drawn (SVG), and the text it encodes. */
export type DrawnQr = { value: string; svg: string };

/** The server's SVG from the qrcode package: paths only, no text from users. */
export function DrawnQrSvg({ drawn, label }: { drawn: DrawnQr; label: string }) {
  return <div role="img" aria-label={label} className="qr-svg" dangerouslySetInnerHTML={{ __html: drawn.svg }} />;
}

/** The square a code of `size` px takes, kept while there is nothing (yet) to show in it. */
export const qrSquare = (size: number): CSSProperties => ({ width: size, height: size });
