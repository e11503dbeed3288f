-- A subscription its mails' link ended is kept for a week, so the page can undo it (issue 51,
-- item 17, docs/decisions/113-mail-ends-on-open.md). Only adds (an older instance beside keeps
-- working: it does not read the column).

-- AlterTable
ALTER TABLE "MailSubscription" ADD COLUMN "endedAt" DATETIME;
