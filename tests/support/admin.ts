// The admin paths' test servers and callers, shared by tests/api/admin.test.ts (the door, the
// overview, the table of lists) and admin-hide-quota.test.ts (hiding, deleting, the pictures' quota).
import { randomBytes } from "node:crypto";

export const ADMIN_TOKEN = randomBytes(24).toString("hex");
export const ADMIN_METRICS_TOKEN = randomBytes(24).toString("hex");
/** A server with the admin view on, wrong tokens limited to 3, pictures to 1 MiB, and metrics. */
export const ADMIN_ENV = {
  ADMIN_TOKEN,
  TRUST_PROXY: "1",
  RATE_LIMIT_ADMIN_FAILURES: "3",
  PICTURES_MAX_TOTAL_MB: "1",
  METRICS_TOKEN: ADMIN_METRICS_TOKEN,
};

/**
 * Each test's requests from an address of its own, so its limits are its own (`newAddress`), and
 * the admin's headers from one (`admin`). One counter per file, whose server is its own.
 */
export function adminCallers() {
  let lastAddress = 0;
  const newAddress = () => ({ "x-forwarded-for": `198.51.100.${++lastAddress}` });
  const admin = (from = newAddress()) => ({ ...from, "x-admin-token": ADMIN_TOKEN });
  return { newAddress, admin };
}
