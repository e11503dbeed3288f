-- Mail for secret-santa draws (issue 46, docs/decisions/089-draw-mail.md): a person's address for
-- their personal link and the reminder before the day, confirmed for this purpose. Only adds.

-- CreateTable
CREATE TABLE "DrawMailSubscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "participantId" TEXT NOT NULL,
    "addressId" TEXT,
    "locale" TEXT NOT NULL,
    "unsubscribeToken" TEXT NOT NULL,
    "confirmedAt" DATETIME,
    "confirmTokenHash" TEXT,
    "linkRound" INTEGER,
    "remindedAt" DATETIME,
    "lastUsedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DrawMailSubscription_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "DrawParticipant" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DrawMailSubscription_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "MailAddress" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "DrawMailSubscription_participantId_key" ON "DrawMailSubscription"("participantId");
CREATE UNIQUE INDEX "DrawMailSubscription_unsubscribeToken_key" ON "DrawMailSubscription"("unsubscribeToken");
CREATE UNIQUE INDEX "DrawMailSubscription_confirmTokenHash_key" ON "DrawMailSubscription"("confirmTokenHash");
CREATE INDEX "DrawMailSubscription_addressId_idx" ON "DrawMailSubscription"("addressId");
