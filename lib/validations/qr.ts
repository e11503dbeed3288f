import { z } from "zod";

export const QR_MAX_DATA_LENGTH = 512;
export const QR_SIZE = { min: 64, max: 1024, default: 240 } as const;

export const qrQuerySchema = z.object({
  data: z.string({ error: "qr_data_invalid" }).min(1, "qr_data_invalid").max(QR_MAX_DATA_LENGTH, "qr_data_invalid"),
  /**
   * Any whole number is accepted and clamped into 64–1024. Left empty (`size=`) it is absent, the
   * default, as a form leaves a field it has no value for (z.coerce would read "" as 0, then 64).
   */
  size: z
    .union(
      [
        z.literal("").transform(() => QR_SIZE.default),
        z.coerce
          .number()
          .int()
          .transform((size) => Math.min(QR_SIZE.max, Math.max(QR_SIZE.min, size))),
      ],
      { error: "qr_data_invalid" },
    )
    .default(QR_SIZE.default),
});
