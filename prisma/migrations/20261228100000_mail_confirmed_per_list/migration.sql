-- An address is confirmed per list (issue 50, docs/decisions/097-mail-confirmed-per-list.md): a
-- subscription has its own confirmation. Only adds (an older instance beside keeps working): what
-- an address confirmed under 0.2.0 stays confirmed for the lists it had then.

-- AlterTable
ALTER TABLE "MailSubscription" ADD COLUMN "confirmedAt" DATETIME;
ALTER TABLE "MailSubscription" ADD COLUMN "confirmTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "MailSubscription_confirmTokenHash_key" ON "MailSubscription"("confirmTokenHash");

-- the lists an address was confirmed for until now
UPDATE "MailSubscription" SET "confirmedAt" = (
  SELECT "confirmedAt" FROM "MailAddress" WHERE "MailAddress"."id" = "MailSubscription"."addressId"
) WHERE "confirmedAt" IS NULL;
