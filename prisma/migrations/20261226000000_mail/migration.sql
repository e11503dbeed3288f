-- Mail that tells people what changed (issue 46, docs/decisions/081-mail.md): addresses given for
-- one purpose each (a giver's wishes, an owner's list), confirmed once; an outbox of mails written
-- in the same transaction as the change they tell of, sent by a worker. Nothing exists before.

-- CreateTable
CREATE TABLE "MailAddress" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "addressKey" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "confirmedAt" DATETIME,
    "confirmTokenHash" TEXT,
    "lastUsedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MailSubscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "addressId" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "unsubscribeToken" TEXT NOT NULL,
    "lastUsedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailSubscription_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "MailAddress" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MailSubscription_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "addressId" TEXT NOT NULL,
    "subscriptionId" TEXT,
    "locale" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "claimedUntil" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailOutbox_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "MailAddress" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable: a NULL default, so SQLite adds the referencing column in place
ALTER TABLE "Reservation" ADD COLUMN "watcherId" TEXT REFERENCES "MailSubscription" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Pledge" ADD COLUMN "watcherId" TEXT REFERENCES "MailSubscription" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE UNIQUE INDEX "MailAddress_addressKey_key" ON "MailAddress"("addressKey");
CREATE UNIQUE INDEX "MailAddress_confirmTokenHash_key" ON "MailAddress"("confirmTokenHash");
CREATE UNIQUE INDEX "MailSubscription_unsubscribeToken_key" ON "MailSubscription"("unsubscribeToken");
CREATE INDEX "MailSubscription_listId_idx" ON "MailSubscription"("listId");
CREATE UNIQUE INDEX "MailSubscription_addressId_listId_kind_key" ON "MailSubscription"("addressId", "listId", "kind");
CREATE INDEX "MailOutbox_dueAt_idx" ON "MailOutbox"("dueAt");
CREATE INDEX "MailOutbox_subscriptionId_idx" ON "MailOutbox"("subscriptionId");
CREATE INDEX "MailOutbox_addressId_idx" ON "MailOutbox"("addressId");
CREATE INDEX "Reservation_watcherId_idx" ON "Reservation"("watcherId");
CREATE INDEX "Pledge_watcherId_idx" ON "Pledge"("watcherId");
