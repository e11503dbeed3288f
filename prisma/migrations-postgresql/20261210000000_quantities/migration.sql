-- Quantities (docs/decisions/028-quantities.md): an item may be wished for several times, and each
-- reservation of some of its units is a row of its own. The one reservation an item could hold
-- before moves into that table with its name, time and password hash (bcrypt or argon2id, kept
-- as is, so the old password still releases it); then the item's old columns go.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "quantity" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "Reservation" (
    "id" TEXT COLLATE "C" NOT NULL,
    "itemId" TEXT COLLATE "C" NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "reservedBy" TEXT COLLATE "C",
    "passwordHash" TEXT COLLATE "C" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Reservation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Reservation_itemId_idx" ON "Reservation"("itemId");

-- AddForeignKey
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Move the existing reservations. A reservation without a hash (never written by the app) gets
-- an empty one that matches no password: only the owner can release it, as before.
INSERT INTO "Reservation" ("id", "itemId", "count", "reservedBy", "passwordHash", "createdAt")
SELECT replace(gen_random_uuid()::text, '-', ''), "id", 1, "reservedBy", COALESCE("reservationPasswordHash", ''), "reservedAt"
FROM "Item"
WHERE "reservedAt" IS NOT NULL;

-- AlterTable
ALTER TABLE "Item" DROP COLUMN "reservedAt",
DROP COLUMN "reservedBy",
DROP COLUMN "reservationPasswordHash";
