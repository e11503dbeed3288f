-- Co-owner links and the celebrated person's view (issue 54, docs/decisions/122 and 123). Only
-- adds: an older instance running beside reads neither table nor the new column, so it never
-- honours a co-owner's token (it refuses it, as an unknown one) and shows no view link.

-- AlterTable
ALTER TABLE "List" ADD COLUMN "celebratedToken" TEXT;

-- CreateTable
CREATE TABLE "OwnerInvite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "linkHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME,
    CONSTRAINT "OwnerInvite_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CoOwnerToken" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "inviteId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CoOwnerToken_inviteId_fkey" FOREIGN KEY ("inviteId") REFERENCES "OwnerInvite" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "List_celebratedToken_key" ON "List"("celebratedToken");

-- CreateIndex
CREATE UNIQUE INDEX "OwnerInvite_linkHash_key" ON "OwnerInvite"("linkHash");

-- CreateIndex
CREATE INDEX "OwnerInvite_listId_idx" ON "OwnerInvite"("listId");

-- CreateIndex
CREATE INDEX "CoOwnerToken_inviteId_idx" ON "CoOwnerToken"("inviteId");
