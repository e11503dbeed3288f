-- The PostgreSQL twin of prisma/migrations/20261220000000_pictures: one row per item with its
-- picture in two WebP sizes, deleted with the item (docs/decisions/050-pictures-the-list-keeps.md).

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "pictureProblem" TEXT COLLATE "C";

-- CreateTable
CREATE TABLE "Picture" (
    "id" TEXT COLLATE "C" NOT NULL,
    "itemId" TEXT COLLATE "C" NOT NULL,
    "large" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "card" BYTEA NOT NULL,
    "cardWidth" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Picture_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Picture_itemId_key" ON "Picture"("itemId");

-- AddForeignKey
ALTER TABLE "Picture" ADD CONSTRAINT "Picture_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;
