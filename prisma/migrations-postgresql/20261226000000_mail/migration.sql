-- Mail that tells people what changed (issue 46, docs/decisions/081-mail.md): addresses given for
-- one purpose each (a giver's wishes, an owner's list), confirmed once; an outbox of mails written
-- in the same transaction as the change they tell of, sent by a worker. Nothing exists before.

-- CreateTable
CREATE TABLE "MailAddress" (
    "id" TEXT COLLATE "C" NOT NULL,
    "addressKey" TEXT COLLATE "C" NOT NULL,
    "address" TEXT COLLATE "C" NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "confirmTokenHash" TEXT COLLATE "C",
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailSubscription" (
    "id" TEXT COLLATE "C" NOT NULL,
    "addressId" TEXT COLLATE "C" NOT NULL,
    "listId" TEXT COLLATE "C" NOT NULL,
    "kind" TEXT COLLATE "C" NOT NULL,
    "locale" TEXT COLLATE "C" NOT NULL,
    "unsubscribeToken" TEXT COLLATE "C" NOT NULL,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" TEXT COLLATE "C" NOT NULL,
    "kind" TEXT COLLATE "C" NOT NULL,
    "addressId" TEXT COLLATE "C" NOT NULL,
    "subscriptionId" TEXT COLLATE "C",
    "locale" TEXT COLLATE "C" NOT NULL,
    "payload" TEXT COLLATE "C" NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "claimedUntil" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "Reservation" ADD COLUMN "watcherId" TEXT COLLATE "C";
ALTER TABLE "Pledge" ADD COLUMN "watcherId" TEXT COLLATE "C";

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

-- AddForeignKey
ALTER TABLE "MailSubscription" ADD CONSTRAINT "MailSubscription_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "MailAddress"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MailSubscription" ADD CONSTRAINT "MailSubscription_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "MailAddress"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Reservation" ADD CONSTRAINT "Reservation_watcherId_fkey" FOREIGN KEY ("watcherId") REFERENCES "MailSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Pledge" ADD CONSTRAINT "Pledge_watcherId_fkey" FOREIGN KEY ("watcherId") REFERENCES "MailSubscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
