import "server-only";

// Every setting the server reads from the environment, in one place (documented in README.md).

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  }
  return value;
}

export type LimitSetting = { max: number; windowSeconds: number };

export const serverConfig = {
  /** Take the client address from the first X-Forwarded-For entry (behind a reverse proxy). */
  trustProxy: process.env.TRUST_PROXY === "1",
  maxBodyBytes: 32 * 1024,
  limits: {
    /** Failed owner logins (and wrong current passwords on a password change), per list + address. */
    ownerLoginFailures: {
      max: positiveInt("RATE_LIMIT_LOGIN_FAILURES", 10),
      windowSeconds: positiveInt("RATE_LIMIT_LOGIN_WINDOW_SECONDS", 15 * 60),
    },
    /** Failed releases (wrong password or token), per list + address. */
    unreserveFailures: {
      max: positiveInt("RATE_LIMIT_UNRESERVE_FAILURES", 10),
      windowSeconds: positiveInt("RATE_LIMIT_UNRESERVE_WINDOW_SECONDS", 15 * 60),
    },
    /** New lists per address. */
    listCreates: {
      max: positiveInt("RATE_LIMIT_CREATES", 60),
      windowSeconds: positiveInt("RATE_LIMIT_CREATES_WINDOW_SECONDS", 60 * 60),
    },
    /** Reserve and release attempts per address (each one hashes a password). */
    reservationAttempts: {
      max: positiveInt("RATE_LIMIT_RESERVATIONS", 120),
      windowSeconds: positiveInt("RATE_LIMIT_RESERVATIONS_WINDOW_SECONDS", 60),
    },
  } satisfies Record<string, LimitSetting>,
} as const;
