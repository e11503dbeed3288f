-- Rate-limit windows in the database, shared by every instance (docs/decisions/027-postgresql.md).
-- "hits": JSON object {slot id: attempt time in ms}; "expiresAt": when the newest attempt leaves
-- the window (ms), for the sweep of stale rows.

-- CreateTable
CREATE TABLE "RateLimit" (
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "hits" TEXT NOT NULL,
    "expiresAt" BIGINT NOT NULL,

    PRIMARY KEY ("bucket", "key")
);

-- CreateIndex
CREATE INDEX "RateLimit_expiresAt_idx" ON "RateLimit"("expiresAt");
