-- "Any one of these" and "as many as you like" (issue 53, docs/decisions/119-any-one-of-these.md and
-- 120-as-many-as-you-like.md): a wish may belong to a group of alternatives and may have no upper
-- count. Only adds, with defaults (an older instance beside keeps working: it does not read them;
-- existing wishes are in no group and keep their count).

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "oneOf" TEXT COLLATE "C",
ADD COLUMN "unlimited" BOOLEAN NOT NULL DEFAULT false;
