-- Wishes brought along as a shop link alone are filled in the background (issue 55,
-- docs/decisions/125-bring-wishes-along.md). Only adds nullable columns: an older instance beside
-- keeps working (it does not read them; a wish it makes has neither).

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "fillState" TEXT;
ALTER TABLE "Item" ADD COLUMN "fillClaimedUntil" TIMESTAMP(3);

-- the filling looks for the next pending wish of any list
CREATE INDEX "Item_fillState_idx" ON "Item"("fillState");
