import { z } from "zod";

export const QR_MAX_DATA_LENGTH = 512;
export const QR_SIZE = { min: 64, max: 1024, default: 240 } as const;

export const qrQuerySchema = z.object({
  data: z.string({ error: "qr_data_invalid" }).min(1, "qr_data_invalid").max(QR_MAX_DATA_LENGTH, "qr_data_invalid"),
  /** Any whole number is accepted and clamped into 64–1024. */
  size: z.coerce
    .number({ error: "qr_data_invalid" })
    .int("qr_data_invalid")
    .default(QR_SIZE.default)
    .transform((size) => Math.min(QR_SIZE.max, Math.max(QR_SIZE.min, size))),
});
