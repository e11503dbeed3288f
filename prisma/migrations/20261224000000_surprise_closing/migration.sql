-- Surprise and closing (issue 28, docs/decisions/065-surprise.md, 066-closing-a-list.md): a list
-- may hide who reserved what from its owner, be closed after the event, and each wish be marked
-- received. New lists start in surprise mode; the lists that exist today keep showing their owner
-- the names they are used to (docs/decisions/067-surprise-for-existing-lists.md). None is closed,
-- no wish is received.

-- AlterTable
ALTER TABLE "List" ADD COLUMN "surprise" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "List" ADD COLUMN "closed" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Item" ADD COLUMN "received" BOOLEAN NOT NULL DEFAULT false;

-- the lists made before this change: as their owners knew them (067)
UPDATE "List" SET "surprise" = false;
