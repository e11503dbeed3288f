-- Group gifts (docs/decisions/063-group-gifts.md): a wish friends chip in for together. Each
-- friend's share is a pledge of money (whole hundredths), with a name/icon and password hash like
-- a reservation. Existing wishes are no group gifts.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "groupGift" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Pledge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "pledgedBy" TEXT,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Pledge_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Pledge_itemId_idx" ON "Pledge"("itemId");
