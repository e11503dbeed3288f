-- Group gifts (docs/decisions/063-group-gifts.md): a wish friends chip in for together. Each
-- friend's share is a pledge of money (whole hundredths), with a name/icon and password hash like
-- a reservation. Existing wishes are no group gifts.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "groupGift" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Pledge" (
    "id" TEXT COLLATE "C" NOT NULL,
    "itemId" TEXT COLLATE "C" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "pledgedBy" TEXT COLLATE "C",
    "passwordHash" TEXT COLLATE "C" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Pledge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Pledge_itemId_idx" ON "Pledge"("itemId");

-- AddForeignKey
ALTER TABLE "Pledge" ADD CONSTRAINT "Pledge_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;
