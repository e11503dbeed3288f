-- Sections and most wanted (issue 26, docs/decisions/053-sections-and-views.md): an item may be
-- filed under a heading the owner names and marked as wished for most. Existing items have
-- neither: no section, not most wanted.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "section" TEXT;
ALTER TABLE "Item" ADD COLUMN "mostWanted" BOOLEAN NOT NULL DEFAULT false;
