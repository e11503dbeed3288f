import "server-only";
import QRCode from "qrcode";

/** The fallback QR code as SVG, drawn here so the private list link never leaves the server. */
export function qrSvg(data: string, size: number): Promise<string> {
  return QRCode.toString(data, { type: "svg", width: size, margin: 1, errorCorrectionLevel: "M" });
}
