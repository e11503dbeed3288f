-- A list's version, bumped in the same transaction by every visible change, so open copies of the
-- list know when they are behind (docs/decisions/029-live-list.md).

-- AlterTable
ALTER TABLE "List" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;
