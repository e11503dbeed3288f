-- Mail for secret-santa draws (issue 46, docs/decisions/089-draw-mail.md): a person's address for
-- their personal link and the reminder before the day, confirmed for this purpose. Only adds.

-- CreateTable
CREATE TABLE "DrawMailSubscription" (
    "id" TEXT COLLATE "C" NOT NULL,
    "participantId" TEXT COLLATE "C" NOT NULL,
    "addressId" TEXT COLLATE "C",
    "locale" TEXT COLLATE "C" NOT NULL,
    "unsubscribeToken" TEXT COLLATE "C" NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "confirmTokenHash" TEXT COLLATE "C",
    "linkRound" INTEGER,
    "remindedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DrawMailSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DrawMailSubscription_participantId_key" ON "DrawMailSubscription"("participantId");
CREATE UNIQUE INDEX "DrawMailSubscription_unsubscribeToken_key" ON "DrawMailSubscription"("unsubscribeToken");
CREATE UNIQUE INDEX "DrawMailSubscription_confirmTokenHash_key" ON "DrawMailSubscription"("confirmTokenHash");
CREATE INDEX "DrawMailSubscription_addressId_idx" ON "DrawMailSubscription"("addressId");

-- AddForeignKey
ALTER TABLE "DrawMailSubscription" ADD CONSTRAINT "DrawMailSubscription_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "DrawParticipant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DrawMailSubscription" ADD CONSTRAINT "DrawMailSubscription_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "MailAddress"("id") ON DELETE SET NULL ON UPDATE CASCADE;
