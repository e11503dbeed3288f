-- Quantities (docs/decisions/028-quantities.md): an item may be wished for several times, and each
-- reservation of some of its units is a row of its own. The one reservation an item could hold
-- before moves into that table with its name, time and password hash (bcrypt or argon2id, kept
-- as is, so the old password still releases it); then the item's old columns go.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "quantity" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "Reservation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemId" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "reservedBy" TEXT,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Reservation_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Reservation_itemId_idx" ON "Reservation"("itemId");

-- Move the existing reservations. A reservation without a hash (never written by the app) gets
-- an empty one that matches no password: only the owner can release it, as before.
INSERT INTO "Reservation" ("id", "itemId", "count", "reservedBy", "passwordHash", "createdAt")
SELECT lower(hex(randomblob(12))), "id", 1, "reservedBy", COALESCE("reservationPasswordHash", ''), "reservedAt"
FROM "Item"
WHERE "reservedAt" IS NOT NULL;

-- AlterTable
ALTER TABLE "Item" DROP COLUMN "reservedAt";
ALTER TABLE "Item" DROP COLUMN "reservedBy";
ALTER TABLE "Item" DROP COLUMN "reservationPasswordHash";
