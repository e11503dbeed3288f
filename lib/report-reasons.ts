/**
 * Why a visitor reports a list or a draw (docs/decisions/129-reports.md): a short fixed set, so the
 * admin sorts them at a glance and nobody writes an essay into the admin's view; a note may add a
 * few words. Zod-free, so the report dialog's bundle does not carry the schema library.
 */
export const REPORT_REASONS = ["illegal", "hateful", "spam", "personal_data", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
