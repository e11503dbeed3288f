"use client";
import { useEffect, useRef, useState } from "react";
import { ENDPOINTS } from "@/lib/api-paths.mjs";
import { QR_QUIET_ZONE } from "@/lib/qr-quiet-zone";
import { DrawnQrSvg, qrSquare, type DrawnQr } from "./DrawnQrCode";

export type { DrawnQr } from "./DrawnQrCode";

type QrCodeProps = {
  value: string;
  /** Pixel size: 180 for the invite block, 240 for the share card (docs/product.md §9). */
  size: number;
  label: string;
  /** Shown when neither the browser nor the server could draw it. */
  failedText: string;
  className?: string;
  /** Receives the canvas once drawn (e.g. for "download as PNG"). */
  onCanvas?: (canvas: HTMLCanvasElement | null) => void;
  /**
   * The code as the server drew it for the first HTML. While it encodes `value` and no one asks for
   * the canvas, the browser draws nothing: no work at load, and the QR library is never fetched.
   */
  drawn?: DrawnQr;
};

/**
 * Draws the QR code in the browser; if that fails, falls back to the app's own `qr` endpoint (SVG),
 * never an external service: the list link is private (docs/api.md "Routing and pages").
 */
export function QrCode({ value, size, label, failedText, className, onCanvas, drawn }: QrCodeProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [mode, setMode] = useState<"initial" | "canvas" | "server" | "failed">(drawn ? "initial" : "canvas");
  const drawnValue = drawn?.value;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !value || (drawnValue === value && !onCanvas)) return;
    let cancelled = false;
    // loaded when a code must be drawn here, not with every page
    import("qrcode")
      .then(({ default: QRCode }) =>
        QRCode.toCanvas(canvas, value, { width: size, margin: QR_QUIET_ZONE, errorCorrectionLevel: "M" }),
      )
      .then(() => {
        if (!cancelled) {
          setMode("canvas");
          onCanvas?.(canvas);
        }
      })
      .catch(() => {
        if (!cancelled) {
          setMode("server");
          onCanvas?.(null);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [value, size, onCanvas, drawnValue]);

  return (
    <div className={["qr", className].filter(Boolean).join(" ")} style={qrSquare(size)}>
      {mode === "initial" && drawn ? <DrawnQrSvg drawn={drawn} label={label} /> : null}
      <canvas ref={canvasRef} role="img" aria-label={label} width={size} height={size} hidden={mode !== "canvas"} />
      {mode === "server" ? (
        // eslint-disable-next-line @next/next/no-img-element -- a same-origin SVG; next/image adds nothing here
        <img
          src={`${ENDPOINTS.qr.path}?size=${size}&data=${encodeURIComponent(value)}`}
          width={size}
          height={size}
          alt={label}
          onError={() => setMode("failed")}
        />
      ) : null}
      {mode === "failed" ? <p className="qr-failed">{failedText}</p> : null}
    </div>
  );
}
