-- Pictures the list keeps (docs/decisions/050-pictures-the-list-keeps.md): one row per item with
-- its picture in two WebP sizes, deleted with the item. Items whose `imageUrl` has no picture
-- and no problem yet are fetched once in the background after this upgrade.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "pictureProblem" TEXT;

-- CreateTable
CREATE TABLE "Picture" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemId" TEXT NOT NULL,
    "large" BLOB NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "card" BLOB NOT NULL,
    "cardWidth" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Picture_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Picture_itemId_key" ON "Picture"("itemId");
