-- When the owner was mailed that the list is to be deleted under RETENTION_DAYS, so the mail goes
-- once (issue 56, docs/decisions/131-retention.md); null again after "keep it". Only adds (an older
-- instance beside keeps working: it does not read the column).

-- AlterTable
ALTER TABLE "List" ADD COLUMN "retentionNoticeAt" DATETIME;
