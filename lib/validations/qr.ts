import { z } from "zod";

export const QR_MAX_DATA_LENGTH = 512;

export const qrQuerySchema = z.object({
  data: z.string({ error: "qr_data_invalid" }).min(1, "qr_data_invalid").max(QR_MAX_DATA_LENGTH, "qr_data_invalid"),
  size: z.coerce
    .number({ error: "qr_data_invalid" })
    .int("qr_data_invalid")
    .min(64, "qr_data_invalid")
    .max(1024, "qr_data_invalid")
    .default(240),
});
