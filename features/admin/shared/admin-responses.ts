import { z } from "zod";
import { success } from "../../../lib/validations/answer-envelope";
import { REPORT_REASONS } from "./report";

// The admin paths' and list_report's success shapes (docs/api.md "Admin", decision 128), spread
// into lib/validations/responses.ts's apiAnswers like the draws' (./draw-responses.ts).

const count = z.number().int().min(0);
const time = z.iso.datetime();

export const adminAnswers = {
  list_report: success({}),
  admin_overview: success({
    lists: count,
    hidden_lists: count,
    items: count,
    draws: count,
    pictures: count,
    picture_bytes: count,
    /** PICTURES_MAX_TOTAL_MB in bytes; null: no quota. */
    picture_quota_bytes: count.nullable(),
    database_bytes: count,
    mail_outbox: count,
    reports: count,
    /** RETENTION_DAYS; null: lists and draws are kept until deleted. */
    retention_days: count.nullable(),
    /** The last retention sweep, on any instance; null before the first (decision 206). */
    retention_last_sweep: z
      .strictObject({
        at: time,
        /** It stopped on an error (the log says which); the counts are what it had done by then. */
        failed: z.boolean(),
        lists_deleted: count,
        draws_deleted: count,
        owners_told: count,
      })
      .nullable(),
    /** TEST_CHEAP_PASSWORD_HASHES is on: passwords are hashed at the tests' cost (decision 202). */
    cheap_password_hashes: z.boolean(),
    /** The answering instance (host:port); the figures above are the database's, the settings its own (decision 217). */
    instance: z.string(),
    /** The instances seen in the last 15 minutes, the answering one first, each with its settings as shown. */
    instances: z.array(
      z.strictObject({
        name: z.string(),
        started_at: time,
        seen_at: time,
        settings: z.record(z.string(), z.string().nullable()),
      }),
    ),
    /** The names of the settings whose values differ between those instances. */
    settings_differ: z.array(z.string()),
  }),
  admin_lists: success({
    total: count,
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
    lists: z.array(
      z.strictObject({
        slug: z.string(),
        title: z.string(),
        created_at: time,
        updated_at: time,
        event_date: z.string().nullable(),
        hidden: z.boolean(),
        items: count,
        picture_bytes: count,
        reports: count,
      }),
    ),
  }),
  admin_list_hide: success({ hidden: z.boolean() }),
  admin_list_delete: success({}),
  admin_draw_delete: success({}),
  admin_reports: success({
    groups: z.array(
      z.strictObject({
        kind: z.enum(["list", "draw"]),
        slug: z.string(),
        title: z.string(),
        hidden: z.boolean(),
        reports: z.array(
          z.strictObject({
            id: z.string(),
            reason: z.enum(REPORT_REASONS),
            note: z.string().nullable(),
            created_at: time,
          }),
        ),
      }),
    ),
  }),
  admin_report_dismiss: success({}),
};
